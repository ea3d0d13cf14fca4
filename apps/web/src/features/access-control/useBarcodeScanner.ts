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

/** The software retries a lost connection after this long. */
const RECONNECT_MS = 3_000;

export interface BarcodeScanner {
  connected: boolean;
  /** Waiting for a card to be scanned (after enrol). */
  scanning: boolean;
  /** Emits enrol; false when the software is not connected. */
  enrol(): boolean;
}

/**
 * The local barcode scanner software (docs/access-control.md "Barcode enrolment"): a websocket
 * that takes `{"event":"enrol"}` and answers `{"event":"barcode","barcode":"…"}` once a card is
 * scanned. Connects only while `enabled` (wide screens with the add form shown).
 */
export function useBarcodeScanner(enabled: boolean, onBarcode: (barcode: string) => void): BarcodeScanner {
  const socket = useRef<WebSocket | null>(null);
  const [connected, setConnected] = useState(false);
  const [scanning, setScanning] = useState(false);
  const handler = useRef(onBarcode);
  handler.current = onBarcode;

  useEffect(() => {
    if (!enabled || typeof WebSocket === 'undefined') return;
    let stopped = false;
    let retry: ReturnType<typeof setTimeout> | undefined;
    const connect = () => {
      const ws = new WebSocket(barcodeScannerAddress());
      socket.current = ws;
      ws.onopen = () => setConnected(true);
      ws.onmessage = (message) => {
        const barcode = barcodeOf(message.data);
        if (barcode === null) return;
        setScanning(false);
        handler.current(barcode);
      };
      ws.onclose = () => {
        setConnected(false);
        setScanning(false);
        if (!stopped) retry = setTimeout(connect, RECONNECT_MS);
      };
    };
    connect();
    return () => {
      stopped = true;
      clearTimeout(retry);
      socket.current?.close();
      socket.current = null;
    };
  }, [enabled]);

  const enrol = useCallback(() => {
    const ws = socket.current;
    if (!ws || ws.readyState !== WebSocket.OPEN) return false;
    ws.send(JSON.stringify({ event: 'enrol' }));
    setScanning(true);
    return true;
  }, []);

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
