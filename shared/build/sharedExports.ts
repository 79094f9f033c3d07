/**
 * The names Murmur's apps import from the shared libraries that Module Federation trims
 * (federation.ts; react-hot-toast is shared whole, see there). Every app's build keeps these in
 * its trimmed copy, beside what its own code uses, so the shell's copy covers every remote of
 * this repository and the page loads the small one. It is a hint, not a contract: a remote that
 * needs a name missing here still works, because the shell then loads the whole library for the
 * page (sharedTreeShaking.ts in the shell); the byte budget (e2e/budget) is what notices, and
 * the fix is a line here.
 */
export const SHARED_EXPORTS = {
  '@reduxjs/toolkit': [
    'addListener',
    'combineSlices',
    'configureStore',
    'createAction',
    'createAsyncThunk',
    'createEntityAdapter',
    'createListenerMiddleware',
    'createSelector',
    'createSlice',
    'isAnyOf',
  ],
  'react-redux': ['Provider', 'useDispatch', 'useSelector', 'useStore'],
  'react-router-dom': [
    'BrowserRouter',
    'Link',
    'NavLink',
    'Navigate',
    'Outlet',
    'Route',
    'RouterProvider',
    'Routes',
    'createBrowserRouter',
    'useLocation',
    'useMatches',
    'useNavigate',
    'useParams',
    'useRouteError',
  ],
} as const satisfies Record<string, readonly string[]>;

export type TrimmedLibrary = keyof typeof SHARED_EXPORTS;
