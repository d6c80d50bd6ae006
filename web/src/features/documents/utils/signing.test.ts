import { describe, expect, it } from 'vitest';
import { documentIdFrom, guestSignLinkPath, guestTokenFrom, hcSignedFrom, isSettledMessage, signedMessage } from './signing';

const TOKEN = `12.${'a'.repeat(43)}`;

describe('isSettledMessage', () => {
  it("accepts the frame's {action: 'onDocumentSigned'} and the bare action name", () => {
    expect(isSettledMessage({ action: 'onDocumentSigned', documentId: 'abc' })).toBe(true);
    expect(isSettledMessage('onDocumentSigned')).toBe(true);
    expect(isSettledMessage(signedMessage('abc'))).toBe(true);
  });

  it('also counts a declined document, so the list shows it', () => {
    expect(isSettledMessage({ action: 'onDocumentDeclined', documentId: 'abc' })).toBe(true);
  });

  it('ignores other messages', () => {
    for (const data of [null, undefined, 3, 'hello', {}, { action: 'onTemplateEdited' }, { action: 7 }, ['onDocumentSigned']]) {
      expect(isSettledMessage(data)).toBe(false);
    }
  });
});

describe('documentIdFrom', () => {
  it("reads the provider's document id", () => {
    expect(documentIdFrom(new URLSearchParams('documentId=ab12-CD_3'))).toBe('ab12-CD_3');
    expect(documentIdFrom(new URLSearchParams('documentId=%20ab12%20'))).toBe('ab12');
  });

  it('has none when missing, blank or not an id', () => {
    expect(documentIdFrom(new URLSearchParams(''))).toBeNull();
    expect(documentIdFrom(new URLSearchParams('documentId='))).toBeNull();
    expect(documentIdFrom(new URLSearchParams('documentId=../../etc'))).toBeNull();
    expect(documentIdFrom(new URLSearchParams(`documentId=${'a'.repeat(101)}`))).toBeNull();
  });
});

describe('hcSignedFrom', () => {
  it('reads documentId and the signing center', () => {
    expect(hcSignedFrom(new URLSearchParams('documentId=doc1&signedBy=42'))).toEqual({ documentId: 'doc1', signedBy: 42 });
  });

  it('needs both, with a positive center id', () => {
    expect(hcSignedFrom(new URLSearchParams('documentId=doc1'))).toBeNull();
    expect(hcSignedFrom(new URLSearchParams('signedBy=42'))).toBeNull();
    expect(hcSignedFrom(new URLSearchParams('documentId=doc1&signedBy=0'))).toBeNull();
    expect(hcSignedFrom(new URLSearchParams('documentId=doc1&signedBy=abc'))).toBeNull();
  });
});

describe('guestSignLinkPath', () => {
  it("asks with the e-mailed link's token and, when given, the name", () => {
    expect(guestSignLinkPath(TOKEN)).toBe(`auth/boldsign/?token=${TOKEN}`);
    expect(guestSignLinkPath(TOKEN, '  ')).toBe(`auth/boldsign/?token=${TOKEN}`);
    expect(guestSignLinkPath(TOKEN, 'Ann Lee')).toBe(`auth/boldsign/?token=${TOKEN}&name=Ann+Lee`);
  });
});

describe('guestTokenFrom', () => {
  it('reads a token of the e-mailed link, and nothing else (a provider document id is not one)', () => {
    expect(guestTokenFrom(new URLSearchParams(`token=${TOKEN}&name=x`))).toBe(TOKEN);
    expect(guestTokenFrom(new URLSearchParams('documentId=doc1'))).toBeNull();
    expect(guestTokenFrom(new URLSearchParams('token=doc1'))).toBeNull();
    expect(guestTokenFrom(new URLSearchParams(`token=x${TOKEN}`))).toBeNull();
  });
});
