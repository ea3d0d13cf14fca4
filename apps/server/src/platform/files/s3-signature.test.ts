import { describe, expect, it } from 'vitest';
import { EMPTY_PAYLOAD_HASH, sha256Hex, signRequest, uriEncode } from './s3-signature.ts';

// The example values AWS publishes for S3 header-based SigV4 ("Examples: Signature calculations
// in AWS Signature Version 4", sig-v4-header-based-auth).
const credentials = {
  accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
  secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
};
const now = new Date('2013-05-24T00:00:00Z');

describe('AWS Signature Version 4 (S3)', () => {
  it('reproduces the published GET Object example', () => {
    const signed = signRequest({
      method: 'GET',
      url: new URL('https://examplebucket.s3.amazonaws.com/test.txt'),
      headers: { Range: 'bytes=0-9' },
      payloadHash: EMPTY_PAYLOAD_HASH,
      credentials,
      region: 'us-east-1',
      now,
    });
    expect(signed.canonicalRequest).toBe(
      [
        'GET',
        '/test.txt',
        '',
        'host:examplebucket.s3.amazonaws.com',
        'range:bytes=0-9',
        `x-amz-content-sha256:${EMPTY_PAYLOAD_HASH}`,
        'x-amz-date:20130524T000000Z',
        '',
        'host;range;x-amz-content-sha256;x-amz-date',
        EMPTY_PAYLOAD_HASH,
      ].join('\n'),
    );
    expect(signed.stringToSign).toBe(
      [
        'AWS4-HMAC-SHA256',
        '20130524T000000Z',
        '20130524/us-east-1/s3/aws4_request',
        '7344ae5b7ee6c3e7e6b0fe0640412a37625d1fbfff95c48bbb2dc43964946972',
      ].join('\n'),
    );
    expect(signed.headers.authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request,' +
        'SignedHeaders=host;range;x-amz-content-sha256;x-amz-date,' +
        'Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
  });

  it('reproduces the published PUT Object example (encoded key, extra headers, body hash)', () => {
    const body = 'Welcome to Amazon S3.';
    const signed = signRequest({
      method: 'PUT',
      url: new URL('https://examplebucket.s3.amazonaws.com/test$file.text'),
      headers: { Date: 'Fri, 24 May 2013 00:00:00 GMT', 'x-amz-storage-class': 'REDUCED_REDUNDANCY' },
      payloadHash: sha256Hex(body),
      credentials,
      region: 'us-east-1',
      now,
    });
    expect(signed.canonicalRequest.split('\n')[1]).toBe('/test%24file.text');
    expect(signed.signature).toBe('98ad721746da40c64f1a55b78f14c238d841ea1380cd77a1b5971af0ece108bd');
  });

  it('adds the session token of temporary credentials to the signed headers', () => {
    const signed = signRequest({
      method: 'DELETE',
      url: new URL('http://localhost:9000/bucket/a/b'),
      headers: {},
      payloadHash: EMPTY_PAYLOAD_HASH,
      credentials: { ...credentials, sessionToken: 'token' },
      region: 'us-east-1',
      now,
    });
    expect(signed.headers['x-amz-security-token']).toBe('token');
    expect(signed.headers.authorization).toContain(
      'SignedHeaders=host;x-amz-content-sha256;x-amz-date;x-amz-security-token,',
    );
    expect(signed.headers.host).toBe('localhost:9000');
  });

  it('percent-encodes everything but the unreserved characters', () => {
    expect(uriEncode('a b/é~_-.*')).toBe('a%20b%2F%C3%A9~_-.%2A');
  });
});
