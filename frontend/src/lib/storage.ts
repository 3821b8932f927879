import { STORAGE } from './constants';

export function readString(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeString(key: string, value: string | null | undefined): void {
  try {
    if (value === null || value === undefined) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    /* storage may be unavailable */
  }
}

export function readJson<T>(key: string): T | null {
  const raw = readString(key);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

export function writeJson(key: string, value: unknown): void {
  writeString(key, value === undefined ? null : JSON.stringify(value));
}

/** Clears all local storage (spec: /logout) but keeps the chosen language. */
export function clearLocalStorageKeepLanguage(): void {
  const lang = readString(STORAGE.language);
  try {
    window.localStorage.clear();
  } catch {
    /* ignore */
  }
  if (lang) writeString(STORAGE.language, lang);
}

export function readSessionIds(key: string): string[] {
  try {
    const raw = window.sessionStorage.getItem(key);
    const arr = raw ? (JSON.parse(raw) as unknown) : [];
    return Array.isArray(arr) ? arr.map(String) : [];
  } catch {
    return [];
  }
}

export function addSessionId(key: string, id: string): void {
  try {
    const ids = readSessionIds(key);
    if (!ids.includes(id)) ids.push(id);
    window.sessionStorage.setItem(key, JSON.stringify(ids));
  } catch {
    /* ignore */
  }
}
