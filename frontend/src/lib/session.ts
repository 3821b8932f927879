import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { STORAGE } from './constants';
import { readJson } from './storage';
import type { SessionUser } from './types';

export interface SessionState {
  user: SessionUser | null;
}

export function loadSessionUser(): SessionUser | null {
  const u = readJson<SessionUser>(STORAGE.user);
  return u && typeof u === 'object' && (u.uid || u.id) ? u : null;
}

const initialState: SessionState = { user: null };

export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    signedIn(state, action: PayloadAction<SessionUser>) {
      state.user = action.payload;
    },
    userUpdated(state, action: PayloadAction<Partial<SessionUser>>) {
      if (state.user) state.user = { ...state.user, ...action.payload };
    },
    signedOut(state) {
      state.user = null;
    },
  },
});

export const { signedIn, userUpdated, signedOut } = sessionSlice.actions;

export const selectUser = (s: { session: SessionState }) => s.session.user;
export const selectUid = (s: { session: SessionState }) => s.session.user?.uid ?? s.session.user?.id ?? null;

/** Role compared in lower case (spec section 3). */
export function roleOf(user: { role?: string | null } | null | undefined): string {
  return (user?.role ?? '').toLowerCase();
}
