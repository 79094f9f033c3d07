/**
 * The mock API keeps its data in the browser across reloads. Opening any page of Murmur with
 * `?reset-demo` in the address drops that saved copy before the mock starts, so the demo begins
 * again from the seed. The parameter is taken out of the address at once: a reload does not
 * reset again.
 */
export const RESET_DEMO_PARAM = 'reset-demo';

type Place = Pick<Location, 'href'>;
type Rewriter = Pick<History, 'replaceState' | 'state'>;

/** True once per `?reset-demo` visit; the address is left as it was without the parameter. */
export function takeResetDemoRequest(
  location: Place = window.location,
  history: Rewriter = window.history,
): boolean {
  const url = new URL(location.href);
  if (!url.searchParams.has(RESET_DEMO_PARAM)) return false;
  url.searchParams.delete(RESET_DEMO_PARAM);
  history.replaceState(history.state, '', url.href);
  return true;
}

/** The part of @murmur/mock-api a reset needs. */
interface DemoDataOwner {
  resetDemoData(): Promise<void>;
}

/**
 * Resets the saved demo data when the address asks for it (then calls `onReset`, to tell the
 * user), and hands the mock API module on to be started.
 */
export async function resetDemoDataIfAsked<Module extends DemoDataOwner>(
  mockApi: Module,
  onReset: () => void = () => {},
): Promise<Module> {
  if (takeResetDemoRequest()) {
    await mockApi.resetDemoData();
    onReset();
  }
  return mockApi;
}
