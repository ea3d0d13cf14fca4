import { type DoorTransport, DoorUnreachable } from './door-transport.ts';

/** A door's line to the server that can be cut, as a pulled cable or a server outage would. */
export interface CuttableTransport {
  transport: DoorTransport;
  /** Every call fails as unreachable until `restore`. */
  cut(): void;
  restore(): void;
  readonly isCut: boolean;
  /**
   * The next upload reaches the server (which stores it) but its answer is lost on the way back,
   * as when the line drops mid-upload; the line is cut from then on.
   */
  cutDuringNextUpload(): void;
}

export function cuttableTransport(inner: DoorTransport): CuttableTransport {
  let isCut = false;
  let dropNextUploadAnswer = false;
  const reach = () => {
    if (isCut) throw new DoorUnreachable('The line to the server is cut');
  };
  return {
    transport: {
      async swipe(swipe) {
        reach();
        return inner.swipe(swipe);
      },
      async allowList(etag) {
        reach();
        return inner.allowList(etag);
      },
      async uploadOffline(swipes) {
        reach();
        const answer = await inner.uploadOffline(swipes);
        if (dropNextUploadAnswer) {
          dropNextUploadAnswer = false;
          isCut = true;
          throw new DoorUnreachable('The line dropped before the answer came back');
        }
        return answer;
      },
      async signingKeys() {
        reach();
        return inner.signingKeys();
      },
    },
    cut: () => {
      isCut = true;
    },
    restore: () => {
      isCut = false;
    },
    get isCut() {
      return isCut;
    },
    cutDuringNextUpload: () => {
      dropNextUploadAnswer = true;
    },
  };
}
