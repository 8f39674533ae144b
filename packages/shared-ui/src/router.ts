/**
 * The router the apps use, and nothing more. Shared as one singleton (`@exchange/shared-ui/router`)
 * instead of the whole `react-router-dom`: the shell hands a shared package to the remotes with
 * every export it has (61 KB gzip of router on every page of the app), while this module lets the
 * bundler drop what no screen uses, as `./chakra` does for Chakra. Apps import the router only from
 * here (ESLint refuses `react-router-dom` elsewhere; tests may build their own routers from it); a
 * hook or component a screen needs is added to this list.
 */
export {
  BrowserRouter,
  Link,
  Navigate,
  Outlet,
  RouterProvider,
  createBrowserRouter,
  matchPath,
  useLocation,
  useMatches,
  useNavigate,
  useParams,
  useRoutes,
  useSearchParams,
} from 'react-router-dom';
export type { RouteObject } from 'react-router-dom';
