import {
  type Address,
  addProspectSchema,
  countPersonsByEmailSchema,
  type EmergencyContact,
  findExistingPersonsSchema,
  hasPointOfContact,
  type Phone,
  personDetailsMessages,
  type StoredAddress,
  type StoredPhone,
  updatePersonalDetailsSchema,
} from '@clubline/domain';
import { z } from 'zod';
import { authorize, permittedBranches } from '../../../platform/auth/authorization.ts';
import { withTenant } from '../../../platform/db/tenant.ts';
import { DomainError, withFieldErrors } from '../../../platform/errors/errors.ts';
import { parseInput } from '../../../platform/errors/validation.ts';
import type { RequestContext } from '../../../platform/graphql/context.ts';
import { findBranchInTransaction } from '../../branches/public.ts';
import {
  insertPerson,
  insertPersonRoles,
  type PersonDetailsChange,
  type PersonRow,
  updatePersonDetails,
} from './persons.repository.ts';
import { homeBranchOf, requirePersonAccess } from './persons.service.ts';
import type { StoredEmergencyContact } from './persons.table.ts';
import { countPersonsWithEmail, findPersonsByName } from './search.repository.ts';

const storedPhone = (phone: Phone | undefined | null): StoredPhone | null =>
  phone ? { countryCode: phone.countryCode, number: phone.number } : null;

const storedAddress = (address: Address | undefined | null): StoredAddress | null =>
  address
    ? {
        address1: address.address1 ?? null,
        address2: address.address2 ?? null,
        suburb: address.suburb ?? null,
        city: address.city ?? null,
        state: address.state ?? null,
        postalCode: address.postalCode ?? null,
        country: address.country,
      }
    : null;

const storedEmergencyContact = (
  contact: EmergencyContact | undefined | null,
): StoredEmergencyContact | null =>
  contact ? { name: contact.name ?? null, number: storedPhone(contact.number) } : null;

const instantOf = (epochSeconds: number | null): Date | null =>
  epochSeconds === null ? null : new Date(epochSeconds * 1000);

const homeBranchIdOf = z.looseObject({
  homeBranchId: z.uuid({ error: personDetailsMessages.homeBranchRequired }),
});
const personIdOf = z.looseObject({ personId: z.uuid({ error: personDetailsMessages.invalidPerson }) });

/**
 * addProspect (spec 2 §5, §7): manage-member on the home branch; the add-member rules with "today"
 * in that branch's time zone. The person is created with a Prospect role at the home branch.
 */
export async function addProspect(context: RequestContext, input: unknown): Promise<PersonRow> {
  const { homeBranchId } = parseInput(homeBranchIdOf, input);
  return withTenant(context.deps.db, context.viewer.applicationId, async (tx) => {
    await authorize(context, tx, 'manage-member', { kind: 'branch', id: homeBranchId });
    const branch = await findBranchInTransaction(tx, homeBranchId);
    if (!branch) throw new DomainError('BRANCH_NOT_FOUND');
    const details = parseInput(addProspectSchema({ today: { timeZone: branch.timeZone } }), input);
    const person = await insertPerson(tx, {
      applicationId: context.viewer.applicationId,
      homeBranchId: branch.id,
      firstName: details.firstName,
      lastName: details.lastName,
      email: details.email ?? null,
      gender: details.gender,
      dateOfBirth: details.dateOfBirth ?? null,
      mobilePhone: storedPhone(details.mobilePhone),
      homePhone: storedPhone(details.homePhone),
      address: storedAddress(details.address),
      emergencyContact: storedEmergencyContact(details.emergencyContact),
      ...(details.emailOptin === undefined ? {} : { emailOptin: details.emailOptin }),
      ...(details.smsOptin === undefined ? {} : { smsOptin: details.smsOptin }),
    });
    await insertPersonRoles(tx, [
      {
        applicationId: context.viewer.applicationId,
        personId: person.id,
        branchId: branch.id,
        roleType: 'Prospect',
        status: 'PROSPECT',
      },
    ]);
    return person;
  });
}

/**
 * updatePersonalDetails (spec 2 §7): manage-member on the person's home branch, which must be the
 * branch the request comes from. Fields left out stay as they are (the vaccination-verify action
 * sends only names and vaccinationCertSightedOn); the point-of-contact rule holds for the result.
 */
export async function updatePersonalDetails(
  context: RequestContext,
  branchId: string,
  input: unknown,
): Promise<PersonRow> {
  const { personId } = parseInput(personIdOf, input);
  return withTenant(context.deps.db, context.viewer.applicationId, async (tx) => {
    const person = await requirePersonAccess(context, tx, personId, 'manage-member');
    if (person.homeBranchId !== branchId) {
      throw new DomainError('MEMBER_NOT_IN_BRANCH');
    }
    const branch = await homeBranchOf(tx, person);
    const update = parseInput(updatePersonalDetailsSchema({ today: { timeZone: branch?.timeZone } }), input);
    const change: PersonDetailsChange = {};
    if (update.firstName !== undefined) change.firstName = update.firstName;
    if (update.lastName !== undefined) change.lastName = update.lastName;
    if (update.email !== undefined) change.email = update.email;
    if (update.gender !== undefined) change.gender = update.gender;
    if (update.dateOfBirth !== undefined) change.dateOfBirth = update.dateOfBirth;
    if (update.mobilePhone !== undefined) change.mobilePhone = storedPhone(update.mobilePhone);
    if (update.homePhone !== undefined) change.homePhone = storedPhone(update.homePhone);
    if (update.address !== undefined) change.address = storedAddress(update.address);
    if (update.emergencyContact !== undefined) {
      change.emergencyContact = storedEmergencyContact(update.emergencyContact);
    }
    if (update.emailOptin !== undefined) change.emailOptin = update.emailOptin;
    if (update.smsOptin !== undefined) change.smsOptin = update.smsOptin;
    if (update.vaccinationCertSightedOn !== undefined) {
      change.vaccinationCertSightedOn = instantOf(update.vaccinationCertSightedOn);
    }
    if (update.vaccinationPassExpiryDate !== undefined) {
      change.vaccinationPassExpiryDate = instantOf(update.vaccinationPassExpiryDate);
    }
    const contactChanged = change.email !== undefined || change.mobilePhone !== undefined;
    const merged = {
      email: change.email === undefined ? person.email : change.email,
      mobilePhone: change.mobilePhone === undefined ? person.mobilePhone : change.mobilePhone,
    };
    if (contactChanged && !hasPointOfContact(merged)) {
      throw withFieldErrors(new DomainError('POINT_OF_CONTACT_REQUIRED'), {
        email: personDetailsMessages.pointOfContact,
        mobilePhone: personDetailsMessages.pointOfContact,
      });
    }
    return updatePersonDetails(tx, person.id, change);
  });
}

export interface ExistingPersons {
  /** How many persons of the organisation have these names (and date of birth). */
  count: number;
  /** Those of them the viewer may see (view-member on their home branch). */
  ids: string[];
}

/** Persons counted by this duplicate check, at most. */
const EXISTING_PERSONS_LIMIT = 1000;

/**
 * Find existing person (spec 2 §5): the add-member form warns about persons of the same name and
 * date of birth anywhere in the organisation; only those the viewer may see are named.
 */
export async function findExistingPersons(context: RequestContext, input: unknown): Promise<ExistingPersons> {
  const names = parseInput(findExistingPersonsSchema, input);
  const rows = await withTenant(context.deps.db, context.viewer.applicationId, (tx) =>
    findPersonsByName(
      tx,
      { firstName: names.firstName, lastName: names.lastName, dateOfBirth: names.dateOfBirth ?? null },
      EXISTING_PERSONS_LIMIT,
    ),
  );
  const visible = new Set(permittedBranches(context.permissions, 'view-member'));
  const ids = rows.filter((row) => row.homeBranchId && visible.has(row.homeBranchId)).map((row) => row.id);
  return { count: rows.length, ids };
}

/** Count persons by email (spec 2 §5): persons of the organisation with this email, up to `limit`. */
export async function countPersonsByEmail(context: RequestContext, input: unknown): Promise<number> {
  const { email, limit } = parseInput(countPersonsByEmailSchema, input);
  return withTenant(context.deps.db, context.viewer.applicationId, (tx) =>
    countPersonsWithEmail(tx, email, limit),
  );
}
