import { useAppSelector } from './store';
import { selectUid, selectUser } from '@/lib/session';
import { DEFAULT_CLASS, STORAGE } from '@/lib/constants';
import { readString } from '@/lib/storage';

export function useCurrentUser() {
  const user = useAppSelector(selectUser);
  const uid = useAppSelector(selectUid);
  return { user, uid };
}

/** The stored class of the signed-in student (default Form 1). */
export function storedClassName(): string {
  return readString(STORAGE.className) || DEFAULT_CLASS;
}
