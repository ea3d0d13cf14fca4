import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../testing/render.tsx';
import { MembershipTags } from './BillingStatusBadges.tsx';

const tagTexts = () => screen.getAllByText(/./).map((badge) => badge.textContent?.toUpperCase());

describe('MembershipTags (spec 2 §4)', () => {
  it('reads OVERDUE once when the billing status is OVERDUE and the member owes on its reference', () => {
    renderWithTheme(<MembershipTags status="ACTIVE" billingStatus="OVERDUE" overdue />);
    expect(tagTexts().filter((text) => text === 'OVERDUE')).toHaveLength(1);
  });

  it('still shows an OVERDUE billing status when no overdue reference is held', () => {
    renderWithTheme(<MembershipTags status="ACTIVE" billingStatus="OVERDUE" overdue={false} />);
    expect(tagTexts()).toContain('OVERDUE');
  });

  it('shows another billing status beside the overdue tag', () => {
    renderWithTheme(<MembershipTags status="ACTIVE" billingStatus="PAYMENT_DECLINED" overdue />);
    expect(screen.getByText('PAYMENT DECLINED')).toBeTruthy();
    expect(screen.getByText('overdue')).toBeTruthy();
  });
});
