import { appByName } from '@murmur/build/apps';
import { sourceRoutesOf } from '@murmur/build/routes/remotesJson';
import { PRODUCT_ROUTES } from './productRoutes';

test("the shell tests' copy of the remotes' routes is what each remote declares", () => {
  for (const [name, routes] of Object.entries(PRODUCT_ROUTES)) {
    expect(sourceRoutesOf(appByName(name))).toEqual(routes);
  }
});
