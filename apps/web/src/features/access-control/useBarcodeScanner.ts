import { BARCODE_SCANNER_DEFAULT_PORT } from '@clubline/domain';
import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Where the barcode scanner software listens (spec 3 §7): this machine's port 8412 unless the
 * browser was told otherwise (localStorage `clubline.barcodeScanner`, e.g. `ws://10.0.0.5:8412`).
 */
const BARCODE_SCANNER_STORAGE_KEY = 'clubline.barcodeScanner';
function barcodeScannerAddress(): string {
  const configured = globalThis.localStorage?.getItem(BARCODE_SCANNER_STORAGE_KEY);
  return configured || `ws://localhost:${BARCODE_SCANNER_DEFAULT_PORT}`;
}

/**
 * Whether the last try found no scanner software. Most desks have none: once a try has failed, a
 * page with the add form does not try again by itself (each failed try is an error in the
 * browser's console); Scan card still does. Kept for the browser tab's session (sessionStorage, not
 * module state, so a reload keeps it and nothing outlives the tab).
 */
const SCANNER_UNREACHABLE_KEY = 'clubline.barcodeScanner.unreachable';
function scannerUnreachable(): boolean {
  try {
    return globalThis.sessionStorage?.getItem(SCANNER_UNREACHABLE_KEY) === 'true';
  } catch {
    return false; // storage refused (privacy settings): try, as a first visit would
  }
}
function rememberScanner(unreachable: boolean): void {
  try {
    if (unreachable) globalThis.sessionStorage?.setItem(SCANNER_UNREACHABLE_KEY, 'true');
    else globalThis.sessionStorage?.removeItem(SCANNER_UNREACHABLE_KEY);
  } catch {
    // Storage refused: the page simply tries again next time it shows the form.
  }
}

export interface BarcodeScanner {
  connected: boolean;
  /** Waiting for a card to be scanned (after enrol). */
  scanning: boolean;
  /**
   * Emits enrol, connecting first when not connected (the user asked to scan: worth one more
   * try). Resolves false when the software cannot be reached.
   */
  enrol(): Promise<boolean>;
}

/**
 * The local barcode scanner software (docs/access-control.md "Barcode enrolment"): a websocket
 * that takes `{"event":"enrol"}` and answers `{"event":"barcode","barcode":"…"}` once a card is
 * scanned. While `enabled` (wide screens with the add form shown) it tries to connect once, unless
 * a try already failed this session; it never retries by itself: a lost or refused connection is
 * tried again only when the user presses Scan card.
 */
export function useBarcodeScanner(enabled: boolean, onBarcode: (barcode: string) => void): BarcodeScanner {
  const socket = useRef<WebSocket | null>(null);
  /** Scan card presses waiting for the connection under way: told whether it opened. */
  const waiting = useRef<((opened: boolean) => void)[]>([]);
  const [connected, setConnected] = useState(false);
  const [scanning, setScanning] = useState(false);
  const handler = useRef(onBarcode);
  handler.current = onBarcode;

  const connect = useCallback(() => {
    if (typeof WebSocket === 'undefined') return false;
    const ws = new WebSocket(barcodeScannerAddress());
    socket.current = ws;
    let opened = false;
    const settle = (open: boolean) => {
      const told = waiting.current;
      waiting.current = [];
      for (const tell of told) tell(open);
    };
    ws.onopen = () => {
      opened = true;
      rememberScanner(false);
      setConnected(true);
      settle(true);
    };
    ws.onmessage = (message) => {
      const barcode = barcodeOf(message.data);
      if (barcode === null) return;
      setScanning(false);
      handler.current(barcode);
    };
    ws.onclose = () => {
      if (!opened) rememberScanner(true);
      if (socket.current === ws) socket.current = null;
      setConnected(false);
      setScanning(false);
      settle(false);
    };
    return true;
  }, []);

  useEffect(() => {
    if (!enabled) return;
    if (!scannerUnreachable()) connect();
    return () => {
      const ws = socket.current;
      socket.current = null;
      waiting.current = [];
      if (!ws) return;
      // Closed because the form went away, not because nothing listens: say nothing of it.
      ws.onopen = null;
      ws.onmessage = null;
      ws.onclose = null;
      ws.close();
    };
  }, [enabled, connect]);

  const enrol = useCallback(async () => {
    const send = (ws: WebSocket) => {
      ws.send(JSON.stringify({ event: 'enrol' }));
      setScanning(true);
    };
    const ws = socket.current;
    if (ws && ws.readyState === WebSocket.OPEN) {
      send(ws);
      return true;
    }
    if (!ws && !connect()) return false;
    const opened = await new Promise<boolean>((resolve) => waiting.current.push(resolve));
    const now = socket.current;
    if (!opened || !now) return false;
    send(now);
    return true;
  }, [connect]);

  return { connected, scanning, enrol };
}

/** The barcode of a barcode event, else null. */
function barcodeOf(data: unknown): string | null {
  if (typeof data !== 'string') return null;
  try {
    const parsed: unknown = JSON.parse(data);
    if (
      typeof parsed === 'object' &&
      parsed !== null &&
      'event' in parsed &&
      parsed.event === 'barcode' &&
      'barcode' in parsed &&
      typeof parsed.barcode === 'string'
    ) {
      return parsed.barcode;
    }
  } catch {
    // Not JSON: not a message of the scanner software.
  }
  return null;
}
