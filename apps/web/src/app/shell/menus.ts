// The sidebar menus of 01 §2, one per role.
import { M, type Management, type ServicePermission } from '@edu/shared';
import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import ApartmentIcon from '@mui/icons-material/Apartment';
import AssignmentIcon from '@mui/icons-material/Assignment';
import BarChartIcon from '@mui/icons-material/BarChart';
import BusinessIcon from '@mui/icons-material/Business';
import DashboardIcon from '@mui/icons-material/Dashboard';
import ConfirmationNumberIcon from '@mui/icons-material/ConfirmationNumber';
import FolderOpenIcon from '@mui/icons-material/FolderOpen';
import GroupIcon from '@mui/icons-material/Group';
import HistoryIcon from '@mui/icons-material/History';
import HomeIcon from '@mui/icons-material/Home';
import HowToRegIcon from '@mui/icons-material/HowToReg';
import ManageSearchIcon from '@mui/icons-material/ManageSearch';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import PersonIcon from '@mui/icons-material/Person';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import PlaceIcon from '@mui/icons-material/Place';
import PointOfSaleIcon from '@mui/icons-material/PointOfSale';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import RequestQuoteIcon from '@mui/icons-material/RequestQuote';
import SchoolIcon from '@mui/icons-material/School';
import VpnKeyIcon from '@mui/icons-material/VpnKey';
import type SvgIcon from '@mui/material/SvgIcon';
import { paths } from '../../config/paths';
import { entityAccessQuery } from '../../lib/queries/user-is-in-entities-admin';
import { queryClient } from '../../lib/query-client';
import type { AreaRole } from '../../lib/roles';
import { getSession } from '../../lib/session';

export interface MenuEntry {
  label: string;
  to: string;
  icon: typeof SvgIcon;
}

const SUPERADMIN: MenuEntry[] = [
  { label: M.MENU_TICKETS, to: paths.superadmin.tickets, icon: ConfirmationNumberIcon },
  { label: M.MENU_ENTITIES, to: paths.superadmin.entities, icon: BusinessIcon },
  { label: M.MENU_USERS, to: paths.superadmin.users, icon: GroupIcon },
  { label: M.MENU_METRICS, to: paths.superadmin.metrics, icon: BarChartIcon },
  // who changed what, in every entity (decision 0041)
  { label: M.AUDIT_MENU, to: paths.superadmin.audit, icon: ManageSearchIcon },
];

const ACCOUNT: MenuEntry[] = [
  { label: M.MENU_HOME, to: paths.user.home, icon: HomeIcon },
  { label: M.MENU_PROFILE, to: paths.user.profile, icon: PersonIcon },
  { label: M.MENU_ENTITIES, to: paths.user.entity, icon: BusinessIcon },
];

const BY_ROLE: Record<AreaRole, MenuEntry[]> = {
  // 'Resumen' first: the entity's own dashboard (decision 0039)
  admin: [
    { label: M.MENU_SUMMARY, to: paths.admin.summary, icon: DashboardIcon },
    { label: M.MENU_PROGRAMS, to: paths.admin.courses, icon: SchoolIcon },
    { label: M.MENU_USERS, to: paths.admin.users, icon: GroupIcon },
    { label: M.MENU_CAMPUSES, to: paths.admin.campuses, icon: PlaceIcon },
    { label: M.MENU_REPOSITORY, to: paths.admin.repository, icon: FolderOpenIcon },
    { label: M.MENU_CREDENTIALS, to: paths.admin.credentials, icon: VpnKeyIcon },
    { label: M.STATEMENTS_TITLE, to: paths.admin.statements, icon: AccountBalanceIcon },
    { label: M.CASH_VIEW_TITLE, to: paths.admin.cash, icon: PointOfSaleIcon },
    { label: M.RECEIPTS_TITLE, to: paths.admin.receipts, icon: RequestQuoteIcon },
    { label: M.MENU_MY_ENTITY, to: paths.admin.myEntity, icon: ApartmentIcon },
    { label: M.AUDIT_MENU, to: paths.admin.audit, icon: ManageSearchIcon },
  ],
  // 01 §2's two entries, then the students area that 03 §2 gives the coordinador (its orders are not theirs)
  coordinador: [
    { label: M.MENU_COURSES, to: paths.coordinator.courses, icon: MenuBookIcon },
    { label: M.MENU_EVALUATIONS, to: paths.coordinator.evaluations, icon: AssignmentIcon },
    { label: M.MENU_INSCRIBED, to: paths.coordinator.students.inscribed, icon: HowToRegIcon },
    { label: M.MENU_INVITED, to: paths.coordinator.students.invited, icon: PersonAddIcon },
  ],
  // 01 §2's two entries, then the two other screens of 02 §2.11, named as their headings
  counter: [
    { label: M.MENU_INSCRIBED, to: paths.accountant.students.inscribed, icon: HowToRegIcon },
    { label: M.MENU_INVITED, to: paths.accountant.students.invited, icon: PersonAddIcon },
    { label: M.VOUCHERS_TITLE, to: paths.accountant.students.vouchers, icon: ReceiptLongIcon },
    { label: M.HISTORY_TITLE, to: paths.accountant.students.history, icon: HistoryIcon },
    { label: M.STATEMENTS_TITLE, to: paths.accountant.statements, icon: AccountBalanceIcon },
    { label: M.CASH_VIEW_TITLE, to: paths.accountant.cash, icon: PointOfSaleIcon },
    { label: M.RECEIPTS_TITLE, to: paths.accountant.receipts, icon: RequestQuoteIcon },
  ],
  // 04 §2.3: the courses that name the teacher
  docente: [{ label: M.MY_COURSES_TITLE, to: paths.teacher.courses, icon: MenuBookIcon }],
};

/** Entries that a disabled service of the entity hides (01 §3; the server answers 403 to them as well). */
const NEEDS: Readonly<Record<string, ServicePermission>> = {
  [paths.admin.courses]: 'services.courses',
  [paths.admin.repository]: 'services.materials',
  [paths.coordinator.evaluations]: 'services.evaluations',
  [paths.accountant.students.vouchers]: 'services.payment',
  [paths.accountant.students.history]: 'services.payment',
  [paths.admin.statements]: 'services.payment',
  [paths.accountant.statements]: 'services.payment',
  [paths.admin.cash]: 'services.payment',
  [paths.accountant.cash]: 'services.payment',
  [paths.admin.receipts]: 'services.payment',
  [paths.accountant.receipts]: 'services.payment',
};

/** The current entity's permissions, as the shell has loaded them with the user's entities. */
function currentManagement(): Management | null {
  const session = getSession();
  if (!session?.entityId) return null;
  const access = queryClient.getQueryData(entityAccessQuery(session.user._id).queryKey);
  return access?.data.entities.find((e) => e._id === session.entityId)?.management ?? null;
}

const isEnabled = (management: Management | null, entry: MenuEntry) => {
  const needed = NEEDS[entry.to];
  if (!needed || !management) return true;
  return management.services[needed.slice('services.'.length) as keyof Management['services']];
};

/** Superadmin menu; otherwise the main role's menu without what the entity has switched off; without a staff role, the account menu. */
export function menuFor(
  isSuperadmin: boolean,
  mainRole: AreaRole | null,
  management: Management | null = currentManagement(),
): MenuEntry[] {
  if (isSuperadmin) return SUPERADMIN;
  return mainRole ? BY_ROLE[mainRole].filter((entry) => isEnabled(management, entry)) : ACCOUNT;
}
