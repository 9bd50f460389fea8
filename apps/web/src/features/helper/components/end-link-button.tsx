import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.js';
import { Dialog, DialogClose, DialogContent } from '../../../components/ui/dialog.js';
import { useEndLink } from '../api/helper-api.js';

/**
 * "End this link", for either side, with a confirmation: afterwards the helper sees nothing more
 * and no alert is sent. `role` only changes the wording.
 */
export function EndLinkButton({
  linkId,
  otherName,
  role,
}: {
  linkId: string;
  otherName: string;
  role: 'person' | 'helper';
}) {
  const { t } = useTranslation('helper');
  const [open, setOpen] = useState(false);
  const end = useEndLink();
  return (
    <>
      <Button variant="destructive" onClick={() => setOpen(true)}>
        {t('end.button', { name: otherName })}
      </Button>
      <Dialog open={open} onOpenChange={(next) => !end.isPending && setOpen(next)}>
        <DialogContent
          title={t('end.confirmTitle', { name: otherName })}
          description={t(role === 'person' ? 'end.confirmTextPerson' : 'end.confirmTextHelper', {
            name: otherName,
          })}
          closeLabel={t('end.close')}
        >
          {end.isError ? (
            <p role="alert" className="mb-3 text-lg font-semibold text-danger">
              {t('end.failed')}
            </p>
          ) : null}
          <div className="flex flex-wrap gap-3">
            <Button
              variant="destructive"
              disabled={end.isPending}
              onClick={() => end.mutate(linkId, { onSuccess: () => setOpen(false) })}
            >
              {end.isPending ? t('end.ending') : t('end.confirm')}
            </Button>
            <DialogClose asChild>
              <Button variant="secondary" disabled={end.isPending}>
                {t('end.cancel')}
              </Button>
            </DialogClose>
          </div>
        </DialogContent>
      </Dialog>
    </>
  );
}
