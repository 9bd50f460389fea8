import type { LanguageCode } from '@scambuddy/contracts';

/**
 * The words around an answer sent by e-mail or text (issue 20), in the twelve languages of the
 * interface. The verdict, reasons and steps themselves come from the engine, already in the
 * language asked for. `{name}` marks a value filled in by `fill`.
 */
export interface ReplyTexts {
  intro: string;
  verdict: string;
  why: string;
  whatToDo: string;
  contacts: string;
  links: string;
  linksNote: string;
  report: string;
  footer: string;
  dailyNote: string;
  limitSubject: string;
  limitBody: string;
  tooLargeBody: string;
  nothingBody: string;
  codeSubject: string;
  codeBody: string;
  smsVerdict: string;
  smsCode: string;
  smsLimit: string;
  smsNothing: string;
}

export const REPLY_TEXTS: Record<LanguageCode, ReplyTexts> = {
  en: {
    intro: 'You asked ScamBuddy to check a message. Here is our answer.',
    verdict: 'Our answer: {label} (risk {score} out of 100).',
    why: 'Why we think so:',
    whatToDo: 'What to do now:',
    contacts: 'Who can help:',
    links: 'Links in the message:',
    linksNote: 'Do not open them. They are written so they cannot be clicked.',
    report: 'Full report and next steps:',
    footer:
      'This answer was sent only to you, because you forwarded a message to {address}. ScamBuddy never asks for passwords, codes or payment.',
    dailyNote:
      'This address is not linked to an account, so we answer it once a day. To check more, link it on your dashboard: {url}',
    limitSubject: 'ScamBuddy: please wait before sending more',
    limitBody:
      'We received many messages from you in a short time, so we are pausing answers for an hour. You can still check a message now at {url}.',
    tooLargeBody:
      'This e-mail is too large to check (the limit is {mb} MB). Please forward it without attachments, or paste its text at {url}.',
    nothingBody:
      'We could not find a message to check. Please forward the suspicious e-mail itself, or paste its text at {url}.',
    codeSubject: 'Your ScamBuddy code',
    codeBody:
      'Your code to link this address to ScamBuddy is {code}. Type it on your dashboard within {minutes} minutes. If you did not ask for it, you can ignore this e-mail.',
    smsVerdict: 'ScamBuddy: {label} (risk {score}/100). {step}',
    smsCode: 'ScamBuddy code: {code}. Type it on your dashboard within {minutes} minutes.',
    smsLimit:
      'ScamBuddy: too many messages in a short time. Please wait an hour, or check at {url}',
    smsNothing:
      'ScamBuddy: we found nothing to check. Send the text of the message, or a picture of it.',
  },
  es: {
    intro: 'Usted pidió a ScamBuddy que revisara un mensaje. Esta es nuestra respuesta.',
    verdict: 'Nuestra respuesta: {label} (riesgo {score} de 100).',
    why: 'Por qué lo pensamos:',
    whatToDo: 'Qué hacer ahora:',
    contacts: 'Quién puede ayudar:',
    links: 'Enlaces en el mensaje:',
    linksNote: 'No los abra. Están escritos de forma que no se puedan pulsar.',
    report: 'Informe completo y próximos pasos:',
    footer:
      'Esta respuesta se envió solo a usted, porque reenvió un mensaje a {address}. ScamBuddy nunca pide contraseñas, códigos ni pagos.',
    dailyNote:
      'Esta dirección no está vinculada a una cuenta, así que la respondemos una vez al día. Para revisar más, vincúlela en su panel: {url}',
    limitSubject: 'ScamBuddy: espere antes de enviar más',
    limitBody:
      'Recibimos muchos mensajes suyos en poco tiempo, así que pausamos las respuestas durante una hora. Puede revisar un mensaje ahora en {url}.',
    tooLargeBody:
      'Este correo es demasiado grande para revisarlo (el límite es {mb} MB). Reenvíelo sin adjuntos o pegue su texto en {url}.',
    nothingBody:
      'No encontramos ningún mensaje que revisar. Reenvíe el correo sospechoso o pegue su texto en {url}.',
    codeSubject: 'Su código de ScamBuddy',
    codeBody:
      'Su código para vincular esta dirección a ScamBuddy es {code}. Escríbalo en su panel en los próximos {minutes} minutos. Si no lo pidió, puede ignorar este correo.',
    smsVerdict: 'ScamBuddy: {label} (riesgo {score}/100). {step}',
    smsCode: 'Código de ScamBuddy: {code}. Escríbalo en su panel en {minutes} minutos.',
    smsLimit: 'ScamBuddy: demasiados mensajes en poco tiempo. Espere una hora o revise en {url}',
    smsNothing:
      'ScamBuddy: no encontramos nada que revisar. Envíe el texto del mensaje o una foto.',
  },
  fr: {
    intro: 'Vous avez demandé à ScamBuddy de vérifier un message. Voici notre réponse.',
    verdict: 'Notre réponse : {label} (risque {score} sur 100).',
    why: 'Pourquoi nous le pensons :',
    whatToDo: 'Que faire maintenant :',
    contacts: 'Qui peut vous aider :',
    links: 'Liens dans le message :',
    linksNote: 'Ne les ouvrez pas. Ils sont écrits pour ne pas être cliquables.',
    report: 'Rapport complet et prochaines étapes :',
    footer:
      'Cette réponse n’a été envoyée qu’à vous, car vous avez transféré un message à {address}. ScamBuddy ne demande jamais de mot de passe, de code ni de paiement.',
    dailyNote:
      'Cette adresse n’est liée à aucun compte : nous y répondons une fois par jour. Pour en vérifier davantage, liez-la sur votre tableau de bord : {url}',
    limitSubject: 'ScamBuddy : merci de patienter avant d’en envoyer d’autres',
    limitBody:
      'Nous avons reçu beaucoup de messages de votre part en peu de temps ; les réponses sont suspendues pendant une heure. Vous pouvez vérifier un message dès maintenant sur {url}.',
    tooLargeBody:
      'Ce courriel est trop volumineux pour être vérifié (limite : {mb} Mo). Transférez-le sans pièces jointes ou collez son texte sur {url}.',
    nothingBody:
      'Nous n’avons trouvé aucun message à vérifier. Transférez le courriel suspect lui-même ou collez son texte sur {url}.',
    codeSubject: 'Votre code ScamBuddy',
    codeBody:
      'Votre code pour lier cette adresse à ScamBuddy est {code}. Saisissez-le sur votre tableau de bord dans les {minutes} minutes. Si vous ne l’avez pas demandé, ignorez ce courriel.',
    smsVerdict: 'ScamBuddy : {label} (risque {score}/100). {step}',
    smsCode:
      'Code ScamBuddy : {code}. Saisissez-le sur votre tableau de bord sous {minutes} minutes.',
    smsLimit:
      'ScamBuddy : trop de messages en peu de temps. Attendez une heure ou vérifiez sur {url}',
    smsNothing: 'ScamBuddy : rien à vérifier. Envoyez le texte du message ou une photo.',
  },
  de: {
    intro: 'Sie haben ScamBuddy gebeten, eine Nachricht zu prüfen. Hier ist unsere Antwort.',
    verdict: 'Unsere Antwort: {label} (Risiko {score} von 100).',
    why: 'Warum wir das denken:',
    whatToDo: 'Was Sie jetzt tun sollten:',
    contacts: 'Wer helfen kann:',
    links: 'Links in der Nachricht:',
    linksNote: 'Öffnen Sie sie nicht. Sie sind so geschrieben, dass man sie nicht anklicken kann.',
    report: 'Vollständiger Bericht und nächste Schritte:',
    footer:
      'Diese Antwort ging nur an Sie, weil Sie eine Nachricht an {address} weitergeleitet haben. ScamBuddy fragt nie nach Passwörtern, Codes oder Zahlungen.',
    dailyNote:
      'Diese Adresse ist mit keinem Konto verknüpft, daher antworten wir einmal am Tag. Um mehr zu prüfen, verknüpfen Sie sie in Ihrer Übersicht: {url}',
    limitSubject: 'ScamBuddy: Bitte warten Sie, bevor Sie mehr senden',
    limitBody:
      'Wir haben in kurzer Zeit viele Nachrichten von Ihnen erhalten und pausieren die Antworten für eine Stunde. Sie können eine Nachricht jetzt unter {url} prüfen.',
    tooLargeBody:
      'Diese E-Mail ist zu groß zum Prüfen (Grenze {mb} MB). Leiten Sie sie ohne Anhänge weiter oder fügen Sie den Text unter {url} ein.',
    nothingBody:
      'Wir haben keine Nachricht zum Prüfen gefunden. Leiten Sie die verdächtige E-Mail selbst weiter oder fügen Sie den Text unter {url} ein.',
    codeSubject: 'Ihr ScamBuddy-Code',
    codeBody:
      'Ihr Code, um diese Adresse mit ScamBuddy zu verknüpfen, lautet {code}. Geben Sie ihn innerhalb von {minutes} Minuten in Ihrer Übersicht ein. Wenn Sie ihn nicht angefordert haben, ignorieren Sie diese E-Mail.',
    smsVerdict: 'ScamBuddy: {label} (Risiko {score}/100). {step}',
    smsCode: 'ScamBuddy-Code: {code}. Innerhalb von {minutes} Minuten in Ihrer Übersicht eingeben.',
    smsLimit:
      'ScamBuddy: zu viele Nachrichten in kurzer Zeit. Bitte eine Stunde warten oder unter {url} prüfen',
    smsNothing:
      'ScamBuddy: nichts zu prüfen gefunden. Senden Sie den Text der Nachricht oder ein Bild davon.',
  },
  it: {
    intro: 'Ha chiesto a ScamBuddy di controllare un messaggio. Ecco la nostra risposta.',
    verdict: 'La nostra risposta: {label} (rischio {score} su 100).',
    why: 'Perché lo pensiamo:',
    whatToDo: 'Cosa fare ora:',
    contacts: 'Chi può aiutare:',
    links: 'Link nel messaggio:',
    linksNote: 'Non li apra. Sono scritti in modo da non essere cliccabili.',
    report: 'Rapporto completo e prossimi passi:',
    footer:
      'Questa risposta è stata inviata solo a lei, perché ha inoltrato un messaggio a {address}. ScamBuddy non chiede mai password, codici o pagamenti.',
    dailyNote:
      'Questo indirizzo non è collegato a un account, quindi rispondiamo una volta al giorno. Per controllarne di più, lo colleghi nel suo pannello: {url}',
    limitSubject: 'ScamBuddy: attenda prima di inviarne altri',
    limitBody:
      'Abbiamo ricevuto molti messaggi da lei in poco tempo, quindi sospendiamo le risposte per un’ora. Può controllare un messaggio subito su {url}.',
    tooLargeBody:
      'Questa e-mail è troppo grande per essere controllata (limite {mb} MB). La inoltri senza allegati o incolli il testo su {url}.',
    nothingBody:
      'Non abbiamo trovato alcun messaggio da controllare. Inoltri l’e-mail sospetta o incolli il testo su {url}.',
    codeSubject: 'Il suo codice ScamBuddy',
    codeBody:
      'Il suo codice per collegare questo indirizzo a ScamBuddy è {code}. Lo inserisca nel suo pannello entro {minutes} minuti. Se non l’ha richiesto, ignori questa e-mail.',
    smsVerdict: 'ScamBuddy: {label} (rischio {score}/100). {step}',
    smsCode: 'Codice ScamBuddy: {code}. Lo inserisca nel pannello entro {minutes} minuti.',
    smsLimit: 'ScamBuddy: troppi messaggi in poco tempo. Attenda un’ora o controlli su {url}',
    smsNothing: 'ScamBuddy: niente da controllare. Invii il testo del messaggio o una foto.',
  },
  pt: {
    intro: 'Você pediu ao ScamBuddy para verificar uma mensagem. Esta é a nossa resposta.',
    verdict: 'Nossa resposta: {label} (risco {score} de 100).',
    why: 'Por que pensamos assim:',
    whatToDo: 'O que fazer agora:',
    contacts: 'Quem pode ajudar:',
    links: 'Links na mensagem:',
    linksNote: 'Não os abra. Estão escritos de forma que não podem ser clicados.',
    report: 'Relatório completo e próximos passos:',
    footer:
      'Esta resposta foi enviada só para você, porque você encaminhou uma mensagem para {address}. O ScamBuddy nunca pede senhas, códigos ou pagamentos.',
    dailyNote:
      'Este endereço não está ligado a uma conta, por isso respondemos uma vez por dia. Para verificar mais, ligue-o no seu painel: {url}',
    limitSubject: 'ScamBuddy: aguarde antes de enviar mais',
    limitBody:
      'Recebemos muitas mensagens suas em pouco tempo, por isso pausamos as respostas por uma hora. Você pode verificar uma mensagem agora em {url}.',
    tooLargeBody:
      'Este e-mail é grande demais para verificar (limite de {mb} MB). Encaminhe-o sem anexos ou cole o texto em {url}.',
    nothingBody:
      'Não encontramos nenhuma mensagem para verificar. Encaminhe o próprio e-mail suspeito ou cole o texto em {url}.',
    codeSubject: 'Seu código do ScamBuddy',
    codeBody:
      'Seu código para ligar este endereço ao ScamBuddy é {code}. Digite-o no seu painel em até {minutes} minutos. Se você não pediu, ignore este e-mail.',
    smsVerdict: 'ScamBuddy: {label} (risco {score}/100). {step}',
    smsCode: 'Código ScamBuddy: {code}. Digite-o no painel em até {minutes} minutos.',
    smsLimit: 'ScamBuddy: mensagens demais em pouco tempo. Aguarde uma hora ou verifique em {url}',
    smsNothing: 'ScamBuddy: nada para verificar. Envie o texto da mensagem ou uma foto dela.',
  },
  ru: {
    intro: 'Вы попросили ScamBuddy проверить сообщение. Вот наш ответ.',
    verdict: 'Наш ответ: {label} (риск {score} из 100).',
    why: 'Почему мы так считаем:',
    whatToDo: 'Что делать сейчас:',
    contacts: 'Кто может помочь:',
    links: 'Ссылки в сообщении:',
    linksNote: 'Не открывайте их. Они записаны так, чтобы по ним нельзя было нажать.',
    report: 'Полный отчёт и следующие шаги:',
    footer:
      'Этот ответ отправлен только вам, потому что вы переслали сообщение на {address}. ScamBuddy никогда не просит пароли, коды или оплату.',
    dailyNote:
      'Этот адрес не привязан к учётной записи, поэтому мы отвечаем на него раз в день. Чтобы проверять больше, привяжите его в личном кабинете: {url}',
    limitSubject: 'ScamBuddy: подождите, прежде чем отправлять ещё',
    limitBody:
      'Мы получили от вас много сообщений за короткое время и приостановили ответы на час. Проверить сообщение можно прямо сейчас на {url}.',
    tooLargeBody:
      'Это письмо слишком большое для проверки (предел {mb} МБ). Перешлите его без вложений или вставьте текст на {url}.',
    nothingBody:
      'Мы не нашли сообщения для проверки. Перешлите само подозрительное письмо или вставьте его текст на {url}.',
    codeSubject: 'Ваш код ScamBuddy',
    codeBody:
      'Ваш код для привязки этого адреса к ScamBuddy: {code}. Введите его в личном кабинете в течение {minutes} минут. Если вы его не запрашивали, просто проигнорируйте это письмо.',
    smsVerdict: 'ScamBuddy: {label} (риск {score}/100). {step}',
    smsCode: 'Код ScamBuddy: {code}. Введите его в кабинете в течение {minutes} минут.',
    smsLimit: 'ScamBuddy: слишком много сообщений. Подождите час или проверьте на {url}',
    smsNothing: 'ScamBuddy: нечего проверять. Пришлите текст сообщения или его снимок.',
  },
  zh: {
    intro: '您请 ScamBuddy 检查一条消息。以下是我们的答复。',
    verdict: '我们的答复：{label}（风险 {score}/100）。',
    why: '我们这样判断的原因：',
    whatToDo: '现在该怎么做：',
    contacts: '可以求助的机构：',
    links: '消息中的链接：',
    linksNote: '请不要打开。它们已被改写，无法点击。',
    report: '完整报告和后续步骤：',
    footer:
      '此答复只发给了您，因为您把一条消息转发到了 {address}。ScamBuddy 从不索要密码、验证码或付款。',
    dailyNote:
      '此地址尚未关联账户，因此我们每天只答复一次。如需检查更多，请在个人主页关联它：{url}',
    limitSubject: 'ScamBuddy：请稍后再发送',
    limitBody:
      '我们在短时间内收到了您的很多消息，因此暂停答复一小时。您现在仍可在 {url} 检查消息。',
    tooLargeBody:
      '这封邮件太大，无法检查（上限 {mb} MB）。请去掉附件后转发，或在 {url} 粘贴其文字。',
    nothingBody: '我们没有找到需要检查的消息。请直接转发可疑邮件，或在 {url} 粘贴其文字。',
    codeSubject: '您的 ScamBuddy 验证码',
    codeBody:
      '将此地址关联到 ScamBuddy 的验证码是 {code}。请在 {minutes} 分钟内在个人主页输入。如果不是您本人申请，请忽略此邮件。',
    smsVerdict: 'ScamBuddy：{label}（风险 {score}/100）。{step}',
    smsCode: 'ScamBuddy 验证码：{code}。请在 {minutes} 分钟内在个人主页输入。',
    smsLimit: 'ScamBuddy：短时间内消息过多。请一小时后再试，或在 {url} 检查',
    smsNothing: 'ScamBuddy：没有可检查的内容。请发送消息文字或图片。',
  },
  ja: {
    intro: 'ScamBuddy にメッセージの確認をご依頼いただきました。結果は次のとおりです。',
    verdict: '判定：{label}（危険度 {score}/100）。',
    why: 'そう判断した理由：',
    whatToDo: '今すぐすること：',
    contacts: '相談先：',
    links: 'メッセージ内のリンク：',
    linksNote: '開かないでください。クリックできない形で書いてあります。',
    report: '詳しい結果と次の手順：',
    footer:
      'この返信は、{address} にメッセージを転送されたあなただけにお送りしています。ScamBuddy がパスワード、確認コード、支払いを求めることはありません。',
    dailyNote:
      'このアドレスはアカウントに登録されていないため、返信は1日1回です。もっと確認するには、ダッシュボードで登録してください：{url}',
    limitSubject: 'ScamBuddy：送信を少しお待ちください',
    limitBody:
      '短時間に多くのメッセージを受け取ったため、1時間返信を止めています。今すぐ確認する場合は {url} をご利用ください。',
    tooLargeBody:
      'このメールは大きすぎて確認できません（上限 {mb} MB）。添付ファイルを外して転送するか、{url} に本文を貼り付けてください。',
    nothingBody:
      '確認するメッセージが見つかりませんでした。不審なメールそのものを転送するか、{url} に本文を貼り付けてください。',
    codeSubject: 'ScamBuddy の確認コード',
    codeBody:
      'このアドレスを ScamBuddy に登録するコードは {code} です。{minutes} 分以内にダッシュボードで入力してください。心当たりがない場合は、このメールを無視してください。',
    smsVerdict: 'ScamBuddy：{label}（危険度 {score}/100）。{step}',
    smsCode: 'ScamBuddy コード：{code}。{minutes} 分以内にダッシュボードで入力してください。',
    smsLimit: 'ScamBuddy：短時間に送信が多すぎます。1時間待つか {url} で確認してください',
    smsNothing: 'ScamBuddy：確認する内容がありません。メッセージの本文か画像を送ってください。',
  },
  ko: {
    intro: 'ScamBuddy에 메시지 확인을 요청하셨습니다. 결과는 다음과 같습니다.',
    verdict: '판정: {label} (위험도 {score}/100).',
    why: '그렇게 판단한 이유:',
    whatToDo: '지금 할 일:',
    contacts: '도움받을 곳:',
    links: '메시지 속 링크:',
    linksNote: '열지 마세요. 누를 수 없는 형태로 적어 두었습니다.',
    report: '전체 보고서와 다음 단계:',
    footer:
      '{address}(으)로 메시지를 전달하셨기 때문에 이 답장은 본인에게만 보냈습니다. ScamBuddy는 비밀번호, 인증번호, 결제를 절대 요구하지 않습니다.',
    dailyNote:
      '이 주소는 계정에 연결되어 있지 않아 하루에 한 번만 답장합니다. 더 확인하려면 대시보드에서 연결하세요: {url}',
    limitSubject: 'ScamBuddy: 잠시 후에 보내 주세요',
    limitBody:
      '짧은 시간에 메시지를 많이 받아 한 시간 동안 답장을 멈춥니다. 지금 확인하려면 {url}을(를) 이용하세요.',
    tooLargeBody:
      '이 이메일은 너무 커서 확인할 수 없습니다(한도 {mb}MB). 첨부 파일 없이 전달하거나 {url}에 본문을 붙여 넣으세요.',
    nothingBody:
      '확인할 메시지를 찾지 못했습니다. 의심스러운 이메일 자체를 전달하거나 {url}에 본문을 붙여 넣으세요.',
    codeSubject: 'ScamBuddy 인증 코드',
    codeBody:
      '이 주소를 ScamBuddy에 연결하는 코드는 {code}입니다. {minutes}분 안에 대시보드에 입력하세요. 요청하지 않으셨다면 이 이메일을 무시하세요.',
    smsVerdict: 'ScamBuddy: {label} (위험도 {score}/100). {step}',
    smsCode: 'ScamBuddy 코드: {code}. {minutes}분 안에 대시보드에 입력하세요.',
    smsLimit:
      'ScamBuddy: 짧은 시간에 너무 많이 보냈습니다. 한 시간 뒤에 다시 보내거나 {url}에서 확인하세요',
    smsNothing: 'ScamBuddy: 확인할 내용이 없습니다. 메시지 본문이나 사진을 보내 주세요.',
  },
  ar: {
    intro: 'طلبت من ScamBuddy فحص رسالة. هذا ردّنا.',
    verdict: 'ردّنا: {label} (الخطر {score} من 100).',
    why: 'لماذا نرى ذلك:',
    whatToDo: 'ما يجب فعله الآن:',
    contacts: 'من يمكنه المساعدة:',
    links: 'الروابط في الرسالة:',
    linksNote: 'لا تفتحها. كُتبت بطريقة لا يمكن النقر عليها.',
    report: 'التقرير الكامل والخطوات التالية:',
    footer:
      'أُرسل هذا الرد إليك وحدك لأنك أعدت توجيه رسالة إلى {address}. لا يطلب ScamBuddy أبدًا كلمات مرور أو رموزًا أو مدفوعات.',
    dailyNote:
      'هذا العنوان غير مرتبط بحساب، لذلك نردّ عليه مرة واحدة في اليوم. لفحص المزيد، اربطه من لوحة التحكم: {url}',
    limitSubject: 'ScamBuddy: يُرجى الانتظار قبل إرسال المزيد',
    limitBody:
      'تلقّينا منك رسائل كثيرة في وقت قصير، لذلك أوقفنا الردود لمدة ساعة. يمكنك فحص رسالة الآن على {url}.',
    tooLargeBody:
      'هذا البريد أكبر من أن يُفحص (الحد {mb} ميغابايت). أعد توجيهه دون مرفقات أو الصق نصه على {url}.',
    nothingBody: 'لم نجد رسالة لفحصها. أعد توجيه البريد المريب نفسه أو الصق نصه على {url}.',
    codeSubject: 'رمز ScamBuddy الخاص بك',
    codeBody:
      'رمز ربط هذا العنوان بـ ScamBuddy هو {code}. اكتبه في لوحة التحكم خلال {minutes} دقيقة. إن لم تطلبه، فتجاهل هذا البريد.',
    smsVerdict: 'ScamBuddy: {label} (الخطر {score}/100). {step}',
    smsCode: 'رمز ScamBuddy: {code}. اكتبه في لوحة التحكم خلال {minutes} دقيقة.',
    smsLimit: 'ScamBuddy: رسائل كثيرة في وقت قصير. انتظر ساعة أو افحص على {url}',
    smsNothing: 'ScamBuddy: لا يوجد ما نفحصه. أرسل نص الرسالة أو صورة لها.',
  },
  hi: {
    intro: 'आपने ScamBuddy से एक संदेश जाँचने को कहा। यह हमारा उत्तर है।',
    verdict: 'हमारा उत्तर: {label} (जोखिम 100 में से {score})।',
    why: 'हम ऐसा क्यों मानते हैं:',
    whatToDo: 'अभी क्या करें:',
    contacts: 'कौन मदद कर सकता है:',
    links: 'संदेश में दिए लिंक:',
    linksNote: 'इन्हें न खोलें। इन्हें ऐसे लिखा गया है कि इन पर क्लिक न हो सके।',
    report: 'पूरी रिपोर्ट और अगले कदम:',
    footer:
      'यह उत्तर केवल आपको भेजा गया है, क्योंकि आपने {address} पर एक संदेश आगे भेजा था। ScamBuddy कभी पासवर्ड, कोड या भुगतान नहीं माँगता।',
    dailyNote:
      'यह पता किसी खाते से जुड़ा नहीं है, इसलिए हम इसे दिन में एक बार उत्तर देते हैं। अधिक जाँचने के लिए इसे अपने डैशबोर्ड पर जोड़ें: {url}',
    limitSubject: 'ScamBuddy: और भेजने से पहले कृपया रुकें',
    limitBody:
      'हमें कम समय में आपसे बहुत से संदेश मिले, इसलिए एक घंटे के लिए उत्तर रोके गए हैं। आप अभी {url} पर संदेश जाँच सकते हैं।',
    tooLargeBody:
      'यह ईमेल जाँचने के लिए बहुत बड़ा है (सीमा {mb} MB)। इसे बिना अटैचमेंट के आगे भेजें, या इसका पाठ {url} पर चिपकाएँ।',
    nothingBody:
      'हमें जाँचने के लिए कोई संदेश नहीं मिला। संदिग्ध ईमेल को ही आगे भेजें, या उसका पाठ {url} पर चिपकाएँ।',
    codeSubject: 'आपका ScamBuddy कोड',
    codeBody:
      'इस पते को ScamBuddy से जोड़ने का आपका कोड {code} है। इसे {minutes} मिनट के भीतर अपने डैशबोर्ड पर लिखें। यदि आपने यह नहीं माँगा, तो इस ईमेल को अनदेखा करें।',
    smsVerdict: 'ScamBuddy: {label} (जोखिम {score}/100)। {step}',
    smsCode: 'ScamBuddy कोड: {code}। इसे {minutes} मिनट में डैशबोर्ड पर लिखें।',
    smsLimit: 'ScamBuddy: कम समय में बहुत संदेश। एक घंटा रुकें या {url} पर जाँचें',
    smsNothing: 'ScamBuddy: जाँचने को कुछ नहीं मिला। संदेश का पाठ या उसकी तस्वीर भेजें।',
  },
};

/** Puts values into `{name}` places; a place with no value is left as written. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}
