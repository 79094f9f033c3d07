import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PREVIEW, feedApp } from '../testing/releasesFixture';
import { VersionList } from './VersionList';

test('each version says what it is now, and offers what can be done with it', async () => {
  const onAction = jest.fn();
  const app = feedApp();
  render(<VersionList app={app} onAction={onAction} />);

  const roles = (version: string) =>
    within(screen.getByRole('list', { name: `What ${version} is` }))
      .getAllByRole('listitem')
      .map((item) => item.textContent);
  expect(roles('v4')).toEqual(['Live']);
  expect(roles('v5')).toEqual(['Canary, 10 % of sessions']);
  expect(roles('v3')).toEqual(['Last good']);
  expect(roles('v2')).toEqual(['Faulty']);
  expect(roles('v6')[0]).toMatch(/^Preview “new-feed” until /);
  expect(screen.getByRole('link', { name: 'Open the preview “new-feed”' })).toHaveAttribute(
    'href',
    PREVIEW.link,
  );

  const v4 = screen.getByRole('row', { name: 'feed-app v4' });
  expect(within(v4).queryByRole('button')).toBeNull();
  await userEvent.click(screen.getByRole('button', { name: 'Make v3 live' }));
  expect(onAction).toHaveBeenLastCalledWith({ action: 'rollback', app, to: 'v3' });
  await userEvent.click(screen.getByRole('button', { name: 'Remove the preview “new-feed”' }));
  expect(onAction).toHaveBeenLastCalledWith({ action: 'remove-preview', app, preview: PREVIEW });
});
