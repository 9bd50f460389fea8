import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../app/paths.js';
import { Button } from '../../../components/ui/button.js';
import { Card, CardTitle } from '../../../components/ui/card.js';
import { Dialog, DialogClose, DialogContent } from '../../../components/ui/dialog.js';
import { toast } from '../../../components/ui/toast-store.js';
import { useDeleteAccount, useDownloadMyData } from '../api/your-data.js';

/** "Your data" (issue 5): download everything kept about the person, or delete it all. */
export function YourDataSection() {
  const { t } = useTranslation('dashboard');
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const download = useDownloadMyData();
  const remove = useDeleteAccount({
    onSuccess: () => {
      setConfirming(false);
      toast({ title: t('yourData.deleted') });
      void navigate(paths.home.href());
    },
  });

  return (
    <Card aria-labelledby="your-data">
      <CardTitle id="your-data">{t('yourData.heading')}</CardTitle>
      <p className="mt-2 text-lg">{t('yourData.description')}</p>
      <div className="mt-4 flex flex-wrap gap-3">
        <Button variant="secondary" disabled={download.isPending} onClick={() => download.mutate()}>
          {download.isPending ? t('yourData.downloading') : t('yourData.download')}
        </Button>
        <Button variant="destructive" onClick={() => setConfirming(true)}>
          {t('yourData.delete')}
        </Button>
      </div>
      {download.isError ? (
        <p role="alert" className="mt-3 text-lg font-semibold text-danger">
          {t('yourData.downloadFailed')}
        </p>
      ) : null}
      <Dialog open={confirming} onOpenChange={(open) => !remove.isPending && setConfirming(open)}>
        <DialogContent
          title={t('yourData.confirmTitle')}
          description={t('yourData.confirmText')}
          closeLabel={t('yourData.close')}
        >
          {remove.isError ? (
            <p role="alert" className="mb-3 text-lg font-semibold text-danger">
              {t('yourData.deleteFailed')}
            </p>
          ) : null}
          <div className="flex flex-wrap gap-3">
            <Button
              variant="destructive"
              disabled={remove.isPending}
              onClick={() => remove.mutate()}
            >
              {remove.isPending ? t('yourData.deleting') : t('yourData.confirm')}
            </Button>
            <DialogClose asChild>
              <Button variant="secondary" disabled={remove.isPending}>
                {t('yourData.cancel')}
              </Button>
            </DialogClose>
          </div>
        </DialogContent>
      </Dialog>
    </Card>
  );
}
