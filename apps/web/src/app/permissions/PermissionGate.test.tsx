import { ALL_BRANCHES, ANY_BRANCH } from '@clubline/domain';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FRONT_DESK_WLG, sessionData } from '../../testing/fixtures.ts';
import { SessionContext } from '../session/SessionContext.tsx';
import { PermissionGate, type PermissionGateProps } from './PermissionGate.tsx';

function renderGate(props: PermissionGateProps, session = sessionData(FRONT_DESK_WLG)) {
  return render(
    <SessionContext.Provider value={session}>
      <PermissionGate {...props} />
    </SessionContext.Provider>,
  );
}

describe('PermissionGate (spec 1 §5.5)', () => {
  it('shows its children when the operation is held on the target', () => {
    renderGate({ do: 'view-member', on: 'wlg', children: 'allowed' });
    expect(screen.getByText('allowed')).toBeTruthy();
  });

  it('hides its children otherwise', () => {
    renderGate({ do: 'view-member', on: 'akl', children: 'allowed' });
    expect(screen.queryByText('allowed')).toBeNull();
  });

  it('shows yes or no branches', () => {
    renderGate({ do: 'ui-access-grey-area', on: ANY_BRANCH, yes: 'yes', no: 'no' });
    expect(screen.getByText('yes')).toBeTruthy();
  });

  it('checks role assignment with assign', () => {
    renderGate({ assign: 'pt', on: ALL_BRANCHES, yes: 'may assign', no: 'may not' }, sessionData());
    expect(screen.getByText('may assign')).toBeTruthy();
  });

  it('refuses both do and assign, and children with yes/no', () => {
    const both = {
      do: 'view-member',
      assign: 'pt',
      on: ANY_BRANCH,
      children: 'x',
    } as unknown as PermissionGateProps;
    expect(() => renderGate(both)).toThrow('exactly one of do or assign');
    const mixed = {
      do: 'view-member',
      on: ANY_BRANCH,
      yes: 'y',
      children: 'x',
    } as unknown as PermissionGateProps;
    expect(() => renderGate(mixed)).toThrow('not both');
  });
});
