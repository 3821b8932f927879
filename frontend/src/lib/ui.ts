import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Achievement } from './types';

export type ToastSeverity = 'success' | 'error' | 'info' | 'warning';

export interface Toast {
  id: number;
  severity: ToastSeverity;
  title?: string;
  message: string;
}

export interface UiState {
  toasts: Toast[];
  achievementQueue: Achievement[];
}

const initialState: UiState = { toasts: [], achievementQueue: [] };
let nextId = 1;

export const uiSlice = createSlice({
  name: 'ui',
  initialState,
  reducers: {
    toastShown: {
      reducer(state, action: PayloadAction<Toast>) {
        state.toasts.push(action.payload);
      },
      prepare(t: Omit<Toast, 'id'>) {
        nextId += 1;
        return { payload: { ...t, id: nextId } };
      },
    },
    toastDismissed(state, action: PayloadAction<number>) {
      state.toasts = state.toasts.filter((t) => t.id !== action.payload);
    },
    achievementsQueued(state, action: PayloadAction<Achievement[]>) {
      for (const a of action.payload) {
        if (!state.achievementQueue.some((q) => q.id === a.id)) state.achievementQueue.push(a);
      }
    },
    achievementShown(state) {
      state.achievementQueue.shift();
    },
  },
});

export const { toastShown, toastDismissed, achievementsQueued, achievementShown } = uiSlice.actions;
