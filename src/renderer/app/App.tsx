// The app: store, theme and router, with the guards of spec section 2 and every screen of the registry.
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { createBrowserRouter, createMemoryRouter, Navigate, Outlet, RouterProvider, useNavigate } from 'react-router';
import { Spin } from 'antd';
import { api } from '../api/base';
import LoginPage from '../features/login/LoginPage';
import { getPlatform } from '../platform';
import { GuestOnly, RequireUser } from './guards';
import { SCREENS, shownBare, type Screen } from './nav';
import { useProfileQuery } from '../api/account';
import { clearSession } from './session';
import { createStore, type AppStore } from './store';
import { ThemeRoot } from './theme';

/** The signed-in chrome (sidebar, navbar, drawer): loaded after login, so the login page does not wait for it. */
const AppLayout = lazy(() => import('./layout/AppLayout').then((m) => ({ default: m.AppLayout })));

/** A session-ending 401 or a logout in another window clears the session and goes to the root. */
function SessionWatcher({ store, children }: { store: AppStore; children: ReactNode }) {
  const navigate = useNavigate();
  useEffect(
    () =>
      getPlatform().onSessionEnded(() => {
        clearSession();
        store.dispatch(api.util.resetApiState());
        navigate('/', { replace: true });
      }),
    [navigate, store],
  );
  return children;
}

/** A screen the viewer may not see (section 6) sends it to the dashboard, as the sidebar hides it. */
function ScreenGate({ screen }: { screen: Screen }) {
  const { data: profile } = useProfileQuery();
  if (!profile) return <Spin />;
  return screen.visible(profile) ? <screen.page /> : <Navigate to="/dashboard" replace />;
}

export function appRoutes(store: AppStore) {
  const root = (
    <SessionWatcher store={store}>
      <Outlet />
    </SessionWatcher>
  );
  return [
    {
      element: root,
      children: [
        { path: '/login', element: <GuestOnly><LoginPage /></GuestOnly> },
        {
          element: (
            <RequireUser>
              <AppLayout />
            </RequireUser>
          ),
          children: SCREENS.filter((s) => !shownBare(s)).map((s) => ({ path: s.path, element: <ScreenGate screen={s} /> })),
        },
        {
          element: (
            <RequireUser>
              <Outlet />
            </RequireUser>
          ),
          children: SCREENS.filter(shownBare).map((s) => ({ path: s.path, element: <ScreenGate screen={s} /> })),
        },
        { path: '/', element: <Navigate to="/dashboard" replace /> },
        { path: '*', element: <Navigate to="/dashboard" replace /> },
      ],
    },
  ];
}

export function App({ initialPath, motion = true }: { initialPath?: string; motion?: boolean }) {
  const [store] = useState(createStore);
  const [router] = useState(() =>
    initialPath ? createMemoryRouter(appRoutes(store), { initialEntries: [initialPath] }) : createBrowserRouter(appRoutes(store)),
  );
  return (
    <Provider store={store}>
      <ThemeRoot motion={motion}>
        <Suspense fallback={<Spin />}>
          <RouterProvider router={router} />
        </Suspense>
      </ThemeRoot>
    </Provider>
  );
}
