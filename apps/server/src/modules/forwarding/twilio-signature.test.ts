import { describe, expect, it } from 'vitest';
import { isValidSmsSignature, smsSignature, twimlMessage } from './twilio-signature.js';

describe('the SMS provider’s request signature', () => {
  // The example published in the provider's own documentation and libraries.
  const token = '12345';
  const url = 'https://mycompany.com/myapp.php?foo=1&bar=2';
  const params = {
    CallSid: 'CA1234567890ABCDE',
    Caller: '+14158675309',
    Digits: '1234',
    From: '+14158675309',
    To: '+18005551212',
  };

  it('matches the documented example', () => {
    expect(smsSignature(token, url, params)).toBe('RSOYDt4T1cUTdK1PDd93/VVr8B8=');
    expect(isValidSmsSignature(token, url, params, 'RSOYDt4T1cUTdK1PDd93/VVr8B8=')).toBe(true);
  });

  it('fails for a missing, short or changed signature', () => {
    expect(isValidSmsSignature(token, url, params, undefined)).toBe(false);
    expect(isValidSmsSignature(token, url, params, 'RSOY')).toBe(false);
    expect(
      isValidSmsSignature(
        token,
        url,
        { ...params, Digits: '1235' },
        'RSOYDt4T1cUTdK1PDd93/VVr8B8=',
      ),
    ).toBe(false);
  });

  it('escapes the answer for XML', () => {
    expect(twimlMessage('a < b & c')).toBe(
      '<?xml version="1.0" encoding="UTF-8"?><Response><Message>a &lt; b &amp; c</Message></Response>',
    );
    expect(twimlMessage(null)).toBe('<?xml version="1.0" encoding="UTF-8"?><Response></Response>');
  });
});
