// The app: store, theme and router, with the guards of spec section 2 and every screen of the registry.
// The routes are a plain route table under BrowserRouter (useRoutes): the app uses none of the data
// router's loaders, actions or fetchers, and leaving it out takes more than half of react-router (18 KB
// compressed) off the first load of every visit (issue 21).
import { Component, Suspense, useEffect, useState, type ReactNode } from 'react';
import { lazyPart } from '../components/lazyPart';
import { Provider } from 'react-redux';
import { BrowserRouter, MemoryRouter, Navigate, Outlet, useLocation, useNavigate, useRoutes, type Location } from 'react-router';
import { Spin } from 'antd';
import { MSG } from '../../shared/messages';
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
const AppLayout = lazyPart(() => import('./layout/AppLayout').then((m) => ({ default: m.AppLayout })));
/** A reseller's public 'Teste automático' page (issue 29): no session, signed in or not. */
const TrialPage = lazyPart(() => import('../features/trial/TrialPage'));

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

/**
 * `chrome`: the signed-in screens inside the sidebar and navbar, as the app shows them; without, each
 * screen alone (the component tests of a screen, which need its providers, not the shell).
 */
export function appRoutes(store: AppStore, chrome = true) {
  const root = (
    <SessionWatcher store={store}>
      <Outlet />
    </SessionWatcher>
  );
  return [
    {
      element: root,
      children: [
        {
          path: '/login',
          element: (
            <GuestOnly>
              <LoginPage />
            </GuestOnly>
          ),
        },
        {
          element: <RequireUser>{chrome ? <AppLayout /> : <Outlet />}</RequireUser>,
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
        { path: '/t/:code', element: <TrialPage /> },
        { path: '/', element: <Navigate to="/dashboard" replace /> },
        { path: '*', element: <Navigate to="/dashboard" replace /> },
      ],
    },
  ];
}

/**
 * A screen that throws while it renders replaces the routes with the error, as the data router's default
 * boundary did, and the next navigation tries again. A screen whose download failed is not an error here:
 * it loads again when the server is back, or says so in its place (components/lazyPart.tsx).
 */
class RouteErrorBoundary extends Component<{ location: Location; children: ReactNode }, { error: unknown; location: Location }> {
  state = { error: undefined as unknown, location: this.props.location };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  static getDerivedStateFromProps(props: { location: Location }, state: { location: Location }) {
    return props.location === state.location ? null : { error: undefined, location: props.location };
  }

  componentDidCatch(error: unknown) {
    console.error(error);
  }

  render() {
    const { error } = this.state;
    if (error === undefined) return this.props.children;
    return (
      <div role="alert" style={{ padding: 24 }}>
        <h2>{MSG.genericErrorTitle}</h2>
        <p>{error instanceof Error ? error.message : String(error)}</p>
        <p>{MSG.reloadAndRetry}</p>
      </div>
    );
  }
}

function AppRoutes({ store, chrome }: { store: AppStore; chrome: boolean }) {
  const [routes] = useState(() => appRoutes(store, chrome));
  const location = useLocation();
  return (
    <RouteErrorBoundary location={location}>
      <Suspense fallback={<Spin />}>{useRoutes(routes, location)}</Suspense>
    </RouteErrorBoundary>
  );
}

export function App({
  initialPath,
  motion = true,
  chrome = true,
  styles = true,
}: {
  initialPath?: string;
  motion?: boolean;
  chrome?: boolean;
  styles?: boolean;
}) {
  const [store] = useState(createStore);
  const routes = <AppRoutes store={store} chrome={chrome} />;
  return (
    <Provider store={store}>
      <ThemeRoot motion={motion} styles={styles}>
        {initialPath ? <MemoryRouter initialEntries={[initialPath]}>{routes}</MemoryRouter> : <BrowserRouter>{routes}</BrowserRouter>}
      </ThemeRoot>
    </Provider>
  );
}
