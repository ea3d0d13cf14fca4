import { z } from 'zod';
import { requires } from '../../platform/graphql/authorization-declarations.ts';
import { builder } from '../../platform/graphql/builder.ts';
import { requestContext } from '../../platform/graphql/context.ts';
import {
  addDoor,
  type DoorView,
  getDoors,
  type IssuedDoor,
  MANAGE_DOORS,
  revokeDoor,
} from './doors.service.ts';

/** Ids reach SQL only as UUIDs (the service checks); this bounds them. */
const idArg = z.string().max(100);
/** Generous outer bound; the domain schema gives the form's message and the real limit. */
const nameArg = z.string().max(1000);

const epochSeconds = (date: Date | null): number | null => (date === null ? null : date.getTime() / 1000);

const DoorRef = builder.objectRef<DoorView>('Door').implement({
  description: 'A door controller of a branch, with its own key (docs/access-control.md "Door decisions").',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'Door id.' }),
    branchId: t.exposeID('branchId', { description: 'The branch the door lets people into.' }),
    name: t.exposeString('name', { description: 'The name staff gave it, e.g. Front door.' }),
    keyPrefix: t.exposeString('keyPrefix', {
      description:
        "The key's first characters, to tell keys apart; the key itself is shown only when issued.",
    }),
    createdTimestamp: t.float({
      description: 'When the door was added (seconds since the epoch).',
      resolve: (door) => door.createdAt.getTime() / 1000,
    }),
    lastSeenTimestamp: t.float({
      nullable: true,
      description:
        "The door's last call with its key (seconds since the epoch, to the minute); null if never.",
      resolve: (door) => epochSeconds(door.lastSeenAt),
    }),
    revokedTimestamp: t.float({
      nullable: true,
      description: 'When the key was revoked (seconds since the epoch); null while it works.',
      resolve: (door) => epochSeconds(door.revokedAt),
    }),
  }),
});

const IssuedDoorRef = builder.objectRef<IssuedDoor>('IssuedDoor').implement({
  description: 'A door just added, with its key: shown this once, only its hash is kept.',
  fields: (t) => ({
    door: t.field({ type: DoorRef, description: 'The door.', resolve: (issued) => issued.door }),
    key: t.exposeString('key', {
      description: 'The door key, sent by the door as `authorization: Door <key>`. Not shown again.',
    }),
  }),
});

/** Adds the door keys' root fields to the schema. */
export function registerDoorsFields(): void {
  builder.queryFields((t) => ({
    getDoors: t.field({
      type: [DoorRef],
      description: `A branch's doors, working ones first, newest first. Needs ${MANAGE_DOORS} on the branch.`,
      ...requires(MANAGE_DOORS, 'branch'),
      args: { branchId: t.arg.id({ required: true, validate: idArg }) },
      resolve: (_root, args, context) => getDoors(requestContext(context), String(args.branchId)),
    }),
  }));
  builder.mutationFields((t) => ({
    addDoor: t.field({
      type: IssuedDoorRef,
      description: `Adds a door to the branch and issues its key, returned this once. Needs ${MANAGE_DOORS} on the branch.`,
      ...requires(MANAGE_DOORS, 'branch'),
      args: {
        branchId: t.arg.id({ required: true, validate: idArg }),
        name: t.arg.string({ required: true, validate: nameArg, description: 'At most 100 characters.' }),
      },
      resolve: (_root, args, context) => addDoor(requestContext(context), String(args.branchId), args.name),
    }),
    revokeDoor: t.field({
      type: DoorRef,
      description: `Revokes a door's key at once; the door's next call is refused. Needs ${MANAGE_DOORS} on the branch.`,
      ...requires(MANAGE_DOORS, 'branch'),
      args: {
        branchId: t.arg.id({ required: true, validate: idArg }),
        doorId: t.arg.id({ required: true, validate: idArg }),
      },
      resolve: (_root, args, context) =>
        revokeDoor(requestContext(context), String(args.branchId), String(args.doorId)),
    }),
  }));
}
