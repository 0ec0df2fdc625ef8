// The Redux store: RTK Query's cache, refreshed when another window says its tags changed.
import { configureStore } from '@reduxjs/toolkit';
import { api } from '../api/base';
import { getPlatform } from '../platform';

export function createStore() {
  const store = configureStore({
    reducer: { [api.reducerPath]: api.reducer },
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
  getPlatform().onInvalidate((tags) => store.dispatch(api.util.invalidateTags(tags)));
  return store;
}

export type AppStore = ReturnType<typeof createStore>;
export type RootState = ReturnType<AppStore['getState']>;
