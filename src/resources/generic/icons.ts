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
import SwapHoriz from '@mui/icons-material/SwapHoriz';
import EventBusy from '@mui/icons-material/EventBusy';
import Badge from '@mui/icons-material/Badge';
import Gavel from '@mui/icons-material/Gavel';
import Apartment from '@mui/icons-material/Apartment';
import MenuBook from '@mui/icons-material/MenuBook';
import DateRange from '@mui/icons-material/DateRange';
import Hotel from '@mui/icons-material/Hotel';
import Assessment from '@mui/icons-material/Assessment';
import BarChart from '@mui/icons-material/BarChart';
import Dashboard from '@mui/icons-material/Dashboard';
import ReceiptLong from '@mui/icons-material/ReceiptLong';
import MenuBookOutlined from '@mui/icons-material/ImportContacts';
import Article from '@mui/icons-material/Article';
import Sms from '@mui/icons-material/Sms';
import Campaign from '@mui/icons-material/Campaign';
import Newspaper from '@mui/icons-material/Newspaper';
import Savings from '@mui/icons-material/Savings';
import DirectionsBus from '@mui/icons-material/DirectionsBus';
import AccountBalanceWallet from '@mui/icons-material/AccountBalanceWallet';
import PhoneAndroid from '@mui/icons-material/PhoneAndroid';
import CurrencyExchange from '@mui/icons-material/CurrencyExchange';
import LocalOffer from '@mui/icons-material/LocalOffer';
import TableChart from '@mui/icons-material/TableChart';
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
  transfer: SwapHoriz,
  leave: EventBusy,
  staff: Badge,
  board: Gavel,
  department: Apartment,
  course: MenuBook,
  term: DateRange,
  hostel: Hotel,
  report: Assessment,
  chart: BarChart,
  dashboard: Dashboard,
  receipt: ReceiptLong,
  ledger: MenuBookOutlined,
  page: Article,
  sms: Sms,
  notice: Campaign,
  newsletter: Newspaper,
  bank: Savings,
  bus: DirectionsBus,
  wallet: AccountBalanceWallet,
  mpesa: PhoneAndroid,
  refund: CurrencyExchange,
  discount: LocalOffer,
  structure: TableChart,
};

export const GroupIcon = Groups;
