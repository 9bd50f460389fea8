import { describe, expect, it } from 'vitest';
import { readsAsEnglish } from './language.js';

describe('readsAsEnglish', () => {
  it.each([
    'Your Amazon order has shipped and will arrive on Friday. Track it in the app.',
    'Hi mum, I lost my phone, this is my new number. Can you send me money for the rent?',
    'Ok i have sent u da latest version of da project. Is ur changes 2 da report big?',
    'K lor, den meet other day... wait chikku, il send aftr few mins',
    'Your code is 482913',
    'Gracias',
  ])('reads %s as English (or too short to tell)', (text) => {
    expect(readsAsEnglish(text)).toBe(true);
  });

  it.each([
    'Felicidades! Usted ha ganado una tarjeta de regalo. Responda con su nombre y dirección para reclamar su premio.',
    'Ihr Paket konnte nicht zugestellt werden. Bitte bestätigen Sie Ihre Adresse und zahlen Sie die Gebühr über den Link.',
    'Votre colis est en attente. Merci de confirmer votre adresse et de payer les frais pour la livraison avec le lien.',
    'Ваш банковский счет заблокирован. Позвоните по номеру немедленно, чтобы его разблокировать.',
    '您的银行账户已被冻结，请立即点击链接验证您的身份信息，否则账户将被注销。',
    'Sua conta foi bloqueada. Para desbloquear você precisa confirmar seus dados com o nosso atendimento.',
  ])('does not read %s as English', (text) => {
    expect(readsAsEnglish(text)).toBe(false);
  });
});
