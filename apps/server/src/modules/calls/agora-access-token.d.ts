// The part of agora-token's token parser the tests use to read a token back (it ships no types for it).
declare module 'agora-token/src/AccessToken2' {
  export const kRtcServiceType: number;
  export class AccessToken2 {
    constructor(appId: string, appCertificate: string, issueTs: number, expire: number);
    /** The app id's bytes. */
    appId: Uint8Array;
    services: Array<{ __type: number; __channel_name?: Uint8Array; __uid?: Uint8Array }>;
    from_string(token: string): boolean;
    verifySignature(appCertificate: string): boolean;
  }
}
