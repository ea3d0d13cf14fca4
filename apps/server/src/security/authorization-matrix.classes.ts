import { CLASS_COLOURS } from '@clubline/domain';
import { makeClass } from '../features/classes/classes.testing.ts';
import { field, type MatrixRow } from './authorization-matrix.run.ts';
import { OK, UNAUTHENTICATED } from './authorization-matrix.ts';
import type { World } from './authorization-matrix.world.ts';

/**
 * The classes' fields (docs/classes.md "Server"): seen by anyone working at one of the class's
 * branches (others are told it does not exist), created with manage-classes on every branch it
 * names, changed with manage-classes on every branch it runs at now and will run at. Of the
 * actors, only the admin, the Auckland branch manager and the Australian area manager hold
 * manage-classes; front desks do not.
 */

const sharedClasses = new WeakMap<World, Promise<string>>();

/** One Wellington class the read rows share, made on first use. */
function wellingtonClass(world: World): Promise<string> {
  let made = sharedClasses.get(world);
  if (!made) {
    made = world.org.build(
      async (tx) =>
        (await makeClass(tx, { name: 'Matrix class', branchIds: [world.org.branches.wellington.id] })).id,
    );
    sharedClasses.set(world, made);
  }
  return made;
}

const freshClass = (world: World, branchIds: string[]) =>
  world.org.build(async (tx) => (await makeClass(tx, { branchIds })).id);

const input = (branchIds: string[]) => ({
  name: 'Matrix yoga',
  color: CLASS_COLOURS[0],
  branches: branchIds,
});

const CLASS_FIELDS = 'id name branches { id } canEdit';

export const CLASS_ROWS: MatrixRow[] = [
  field('getClasses', {
    subject: 'the classes at ALL_BRANCHES, among them one at Wellington',
    document: `query List($branches: [ID!]) { getClasses(branches: $branches) { ${CLASS_FIELDS} } }`,
    variables: async (world) => {
      await wellingtonClass(world);
      return { branches: ['ALL_BRANCHES'] };
    },
    observe: (data) =>
      Array.isArray(data) && data.some((row: { name?: string }) => row.name === 'Matrix class')
        ? 'the Wellington class'
        : 'without it',
    expect: {
      anonymous: UNAUTHENTICATED,
      noRole: `${OK}: without it`,
      frontDesk: `${OK}: the Wellington class`,
      branchManager: `${OK}: without it`,
      reliefDesk: `${OK}: the Wellington class`,
      areaManager: `${OK}: without it`,
      superAdmin: `${OK}: the Wellington class`,
      otherAdmin: `${OK}: without it`,
    },
  }),
  field('getClass', {
    subject: 'a class at Wellington',
    document: `query One($id: ID!) { getClass(id: $id) { ${CLASS_FIELDS} } }`,
    variables: async (world) => ({ id: await wellingtonClass(world) }),
    observe: (data) => (data ? 'the class' : 'null'),
    expect: {
      anonymous: UNAUTHENTICATED,
      noRole: `${OK}: null`,
      frontDesk: `${OK}: the class`,
      branchManager: `${OK}: null`,
      reliefDesk: `${OK}: the class`,
      areaManager: `${OK}: null`,
      superAdmin: `${OK}: the class`,
      otherAdmin: `${OK}: null`,
    },
  }),
  field('addClass', {
    subject: 'a new class at Wellington',
    document: `mutation Add($input: ClassInput!) { addClass(input: $input) { ${CLASS_FIELDS} } }`,
    variables: (world) => ({ input: input([world.org.branches.wellington.id]) }),
    expect: {
      anonymous: UNAUTHENTICATED,
      noRole: 'ACCESS_DENIED',
      frontDesk: 'ACCESS_DENIED',
      branchManager: 'CLASS_ACCESS_DENIED',
      reliefDesk: 'ACCESS_DENIED',
      areaManager: 'CLASS_ACCESS_DENIED',
      superAdmin: OK,
      // Wellington is no branch of the other organisation.
      otherAdmin: 'VALIDATION_FAILED',
    },
  }),
  field('updateClass', {
    subject: 'a fresh class at Wellington',
    document: `mutation Update($input: UpdateClassInput!) { updateClass(input: $input) { ${CLASS_FIELDS} } }`,
    variables: async (world) => {
      const branchIds = [world.org.branches.wellington.id];
      return { input: { id: await freshClass(world, branchIds), ...input(branchIds) } };
    },
    expect: {
      anonymous: UNAUTHENTICATED,
      noRole: 'ACCESS_DENIED',
      frontDesk: 'ACCESS_DENIED',
      branchManager: 'CLASS_NOT_FOUND_ERROR',
      reliefDesk: 'ACCESS_DENIED',
      areaManager: 'CLASS_NOT_FOUND_ERROR',
      superAdmin: OK,
      otherAdmin: 'CLASS_NOT_FOUND_ERROR',
    },
  }),
  field('getUrlForClassPicUpload', {
    subject: 'a class at Wellington, a new PNG',
    document: `query Pic($id: ID!, $crop: ClassPictureCropInput!) {
      getUrlForClassPicUpload(classId: $id, contentType: "image/png", desktopCrop: $crop, mobileCrop: $crop)
    }`,
    variables: async (world) => ({
      id: await wellingtonClass(world),
      crop: { x: 0, y: 0, width: 1, height: 1 },
    }),
    // Changing the picture is changing the class: updateClass's answers.
    expect: {
      anonymous: UNAUTHENTICATED,
      noRole: 'ACCESS_DENIED',
      frontDesk: 'ACCESS_DENIED',
      branchManager: 'CLASS_NOT_FOUND_ERROR',
      reliefDesk: 'ACCESS_DENIED',
      areaManager: 'CLASS_NOT_FOUND_ERROR',
      superAdmin: OK,
      otherAdmin: 'CLASS_NOT_FOUND_ERROR',
    },
  }),
  field('updateClass', {
    subject: 'a fresh class at Auckland and Wellington: the Auckland manager manages one of its branches',
    variant: 'spanning two branches',
    document: `mutation Update($input: UpdateClassInput!) { updateClass(input: $input) { ${CLASS_FIELDS} } }`,
    variables: async (world) => {
      const branchIds = [world.org.branches.auckland.id, world.org.branches.wellington.id];
      return { input: { id: await freshClass(world, branchIds), ...input(branchIds) } };
    },
    expect: {
      anonymous: UNAUTHENTICATED,
      noRole: 'ACCESS_DENIED',
      frontDesk: 'ACCESS_DENIED',
      branchManager: 'CLASS_ACCESS_DENIED',
      reliefDesk: 'ACCESS_DENIED',
      areaManager: 'CLASS_NOT_FOUND_ERROR',
      superAdmin: OK,
      otherAdmin: 'CLASS_NOT_FOUND_ERROR',
    },
  }),
];
