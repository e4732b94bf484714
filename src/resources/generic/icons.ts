import type { SvgIconComponent } from '@mui/icons-material';
import AccountBalance from '@mui/icons-material/AccountBalance';
import Class from '@mui/icons-material/Class';
import Groups from '@mui/icons-material/Groups';
import Inventory from '@mui/icons-material/Inventory2';
import LocalLibrary from '@mui/icons-material/LocalLibrary';
import Payments from '@mui/icons-material/Payments';
import Person from '@mui/icons-material/Person';
import School from '@mui/icons-material/School';
import Settings from '@mui/icons-material/Settings';
import Timeline from '@mui/icons-material/AccountTree';
import CoPresent from '@mui/icons-material/CoPresent';
import Face from '@mui/icons-material/Face';
import type { IconName } from '../../schema/registry';

/** The registry names icons by string so it stays React-free; this is where they become MUI icons. */
export const ICONS: Readonly<Record<IconName, SvgIconComponent>> = {
  school: School,
  class: Class,
  stream: Timeline,
  student: Face,
  user: Person,
  branch: AccountBalance,
  teacher: CoPresent,
  settings: Settings,
  money: Payments,
  book: LocalLibrary,
  inventory: Inventory,
};

export const GroupIcon = Groups;
