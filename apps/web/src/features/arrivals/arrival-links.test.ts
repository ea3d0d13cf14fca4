import { derivePermissions, type OperationId } from '@clubline/domain';
import { describe, expect, it } from 'vitest';
import { branches, groups, makeRole } from '../../testing/fixtures.ts';
import { type ArrivalPerson, fixLinkOf, personLinkOf } from './arrival-links.ts';

/** A user holding `operations` at Wellington only. */
function atWellington(...operations: OperationId[]) {
  return derivePermissions({
    assignments: [{ roleId: 'desk', branchId: 'wlg' }],
    roles: [makeRole({ id: 'desk', name: 'Desk', operations })],
    branches,
    groups,
  });
}

const member = (overrides: Partial<ArrivalPerson> = {}): ArrivalPerson => ({
  personId: 'p-1',
  homeBranchId: 'wlg',
  personRole: 'Member',
  membershipId: 'm-1',
  ...overrides,
});

describe('links from arrivals (spec 2 §2)', () => {
  it("opens a member's or prospect's profile at their home branch when the user may view members there", () => {
    const desk = atWellington('view-arrival', 'view-member');
    expect(personLinkOf(member(), desk)).toBe('/branch/wlg/members/p-1/overview');
    expect(personLinkOf(member({ personRole: 'Prospect' }), desk)).toBe('/branch/wlg/members/p-1/overview');
    expect(personLinkOf(member({ homeBranchId: 'akl' }), desk)).toBeNull();
    expect(personLinkOf(member(), atWellington('view-arrival'))).toBeNull();
  });

  it('opens the staff page for staff, and nothing for an unknown card', () => {
    const staff = member({ personRole: 'StaffMember' });
    expect(personLinkOf(staff, atWellington('view-staff-member'))).toBe('/branch/wlg/staff/p-1');
    expect(personLinkOf(staff, atWellington('view-member'))).toBeNull();
    expect(
      personLinkOf(
        member({ personId: null, homeBranchId: null, personRole: null }),
        atWellington('view-member'),
      ),
    ).toBeNull();
  });

  it('sends each fix to the page where it is done, for users who may take it', () => {
    const desk = atWellington('view-member', 'manage-member', 'manage-membership');
    expect(fixLinkOf(member(), 'PAY_OVERDUE', desk)).toEqual({
      label: 'Pay overdue',
      href: '/branch/wlg/members/p-1/memberships/m-1',
    });
    expect(fixLinkOf(member({ membershipId: null }), 'UNBLOCK', desk)).toEqual({
      label: 'Unblock',
      href: '/branch/wlg/members/p-1/memberships',
    });
    expect(fixLinkOf(member(), 'SELL_MEMBERSHIP', desk)?.href).toBe('/branch/wlg/members/p-1/memberships');
    expect(fixLinkOf(member(), 'ASSIGN_CARD', desk)).toEqual({
      label: 'Assign card',
      href: '/branch/wlg/members/p-1/overview',
    });
    expect(fixLinkOf(member(), null, desk)).toBeNull();
  });

  it('offers no fix the user may not take, nor for another branch, staff or an unknown card', () => {
    expect(fixLinkOf(member(), 'PAY_OVERDUE', atWellington('view-member', 'manage-member'))).toBeNull();
    expect(fixLinkOf(member(), 'ASSIGN_CARD', atWellington('view-member', 'manage-membership'))).toBeNull();
    const everything = atWellington('view-member', 'manage-member', 'manage-membership');
    expect(fixLinkOf(member({ homeBranchId: 'akl' }), 'UNBLOCK', everything)).toBeNull();
    expect(fixLinkOf(member({ personRole: 'StaffMember' }), 'UNBLOCK', everything)).toBeNull();
    expect(fixLinkOf(member({ personId: null }), 'ASSIGN_CARD', everything)).toBeNull();
  });
});
