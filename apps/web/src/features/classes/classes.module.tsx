import { ANY_BRANCH } from '@clubline/domain';
import { IconSettings } from '@tabler/icons-react';
import { Navigate } from 'react-router';
import {
  CURRENT_BRANCH,
  type LazyPage,
  type ModuleRoute,
  type WebModule,
} from '../../app/modules/web-module.ts';
import { CLASS_ROUTE, CLASSES_ROUTE } from './paths.ts';

/**
 * Spec 2 §2 and spec 3 §2 "Classes": the class list with Create class, and a class's page with
 * its form, at organisation level and at a branch. Classes are managed with manage-classes (spec 2
 * §6): the organisation's pages need it on some branch (each class is then editable where the
 * server's canEdit says so), a branch's pages need it at that branch. Spec 3 §2: management goes
 * to classes.
 */

const classListPage: LazyPage = async () => ({
  Component: (await import('./list/ClassListPage.tsx')).ClassListPage,
});
const classPage: LazyPage = async () => ({
  Component: (await import('./class/ClassPage.tsx')).ClassPage,
});

const organisationRequires = { operation: 'manage-classes', on: ANY_BRANCH } as const;
const branchRequires = { operation: 'manage-classes', on: CURRENT_BRANCH } as const;

const organisationClassList: ModuleRoute<'organisation'> = {
  path: CLASSES_ROUTE,
  requires: organisationRequires,
  lazy: classListPage,
};
const organisationClass: ModuleRoute<'organisation'> = {
  path: CLASS_ROUTE,
  requires: organisationRequires,
  lazy: classPage,
};
const organisationManagement: ModuleRoute<'organisation'> = {
  path: 'management',
  requires: organisationRequires,
  element: <Navigate to="classes" replace />,
};

const branchClassList: ModuleRoute<'branch'> = {
  path: CLASSES_ROUTE,
  requires: branchRequires,
  lazy: classListPage,
};
const branchClass: ModuleRoute<'branch'> = { path: CLASS_ROUTE, requires: branchRequires, lazy: classPage };
const branchManagement: ModuleRoute<'branch'> = {
  path: 'management',
  requires: branchRequires,
  element: <Navigate to="classes" replace />,
};

export const classesModule: WebModule = {
  name: 'classes',
  routes: {
    organisation: [organisationClassList, organisationClass, organisationManagement],
    branch: [branchClassList, branchClass, branchManagement],
  },
  navigation: {
    organisation: [
      {
        label: 'Management',
        icon: IconSettings,
        route: organisationClassList,
        children: [{ label: 'Classes', route: organisationClassList }],
      },
    ],
    branch: [
      {
        label: 'Management',
        icon: IconSettings,
        route: branchClassList,
        children: [{ label: 'Classes', route: branchClassList }],
      },
    ],
  },
};
