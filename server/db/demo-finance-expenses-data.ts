/**
 * The demo school's suppliers, payment vouchers and imprest (fictitious businesses, PINs and
 * accounts; the public utilities by their real names), for demo-finance-expenses.ts. Amounts are
 * KES cents; vote heads by code, accounts by the chart's code.
 */
export const DEMO_SUPPLIERS = [
  {
    name: 'Nakuru Wholesalers Ltd',
    kra_pin: 'P051402683K',
    category: 'foodstuffs',
    contact_person: 'James Mwangi',
    phone: '0722410233',
    email: 'orders@nakuruwholesalers.co.ke',
    address: 'P.O. Box 1452-20100, Kenyatta Avenue, Nakuru',
    bank_name: 'Equity Bank',
    bank_branch: 'Nakuru Kenyatta Avenue',
    bank_account_no: '0250293847561',
  },
  {
    name: 'Kenya Power and Lighting Company PLC',
    kra_pin: 'P000611792R',
    category: 'utilities',
    contact_person: 'Nakuru Area Office',
    phone: '0703070707',
    address: 'Stima Plaza, P.O. Box 30099-00100, Nairobi; Nakuru office, Kenyatta Avenue',
    mpesa_paybill: '888880',
    mpesa_account: '37461920385',
  },
  {
    name: 'Nakuru Water and Sanitation Services Company (NAWASSCO)',
    kra_pin: 'P051098871M',
    category: 'utilities',
    contact_person: 'Customer Care',
    phone: '0720648311',
    address: 'P.O. Box 3056-20100, Old Town Hall, Nakuru',
    bank_name: 'Co-operative Bank',
    bank_branch: 'Nakuru',
    bank_account_no: '01129084736500',
  },
  {
    name: 'Text Book Centre Ltd',
    kra_pin: 'P000592318W',
    category: 'books_stationery',
    contact_person: 'Institutional Sales',
    phone: '0722200344',
    email: 'institutions@textbookcentre.example',
    address: 'P.O. Box 47540-00100, Sarit Centre, Westlands, Nairobi',
    bank_name: 'KCB Bank',
    bank_branch: 'Sarit Centre',
    bank_account_no: '1104839271',
  },
  {
    name: 'Menengai Hardware and Building Supplies',
    kra_pin: 'P051733190B',
    category: 'hardware',
    contact_person: 'Peter Kariuki',
    phone: '0733581402',
    address: 'P.O. Box 2210-20100, Gusii Road, Nakuru',
    mpesa_till: '5284417',
  },
  {
    name: 'Lanet Coach Hire Ltd',
    kra_pin: 'P051288406T',
    category: 'transport',
    contact_person: 'Moses Kipchumba',
    phone: '0712884062',
    address: 'P.O. Box 18-20112, Lanet',
    bank_name: 'Family Bank',
    bank_branch: 'Nakuru Finance House',
    bank_account_no: '045000219374',
  },
  {
    name: 'Rift Valley Stationers and Printers',
    kra_pin: 'A009184527Z',
    category: 'books_stationery',
    contact_person: 'Lucy Wanjiku',
    phone: '0721660915',
    email: 'sales@rvstationers.example',
    address: 'P.O. Box 781-20100, Moi Road, Nakuru',
    mpesa_paybill: '522533',
    mpesa_account: '7781920',
  },
  {
    name: 'Afya Bora Medical Supplies',
    kra_pin: 'P051611058H',
    category: 'medical',
    contact_person: 'Dr. Ruth Chepkoech',
    phone: '0740118256',
    address: 'P.O. Box 930-20100, Kenyatta Lane, Nakuru',
    bank_name: 'NCBA Bank',
    bank_branch: 'Nakuru',
    bank_account_no: '7400182561',
  },
] as const;

export type DemoSupplier = (typeof DEMO_SUPPLIERS)[number]['name'];

interface DemoLine {
  readonly head: string;
  readonly description: string;
  readonly amount: number;
}

export interface DemoVoucher {
  readonly on: string;
  readonly supplier?: DemoSupplier;
  readonly payee?: string;
  /** The pay-from account's chart code. */
  readonly from: string;
  readonly particulars: string;
  readonly lines: readonly DemoLine[];
  /** Where it stops: still a draft, approved (a commitment), paid, or rejected. */
  readonly end: 'draft' | 'approved' | 'paid' | 'rejected';
  readonly approved?: string;
  readonly paid?: { readonly on: string; readonly mode: string; readonly reference?: string };
  readonly note?: string;
}

const WHOLESALER: DemoSupplier = 'Nakuru Wholesalers Ltd';
const POWER: DemoSupplier = 'Kenya Power and Lighting Company PLC';
const WATER: DemoSupplier = 'Nakuru Water and Sanitation Services Company (NAWASSCO)';
const BOOKS: DemoSupplier = 'Text Book Centre Ltd';
const HARDWARE: DemoSupplier = 'Menengai Hardware and Building Supplies';
const COACH: DemoSupplier = 'Lanet Coach Hire Ltd';
const STATIONER: DemoSupplier = 'Rift Valley Stationers and Printers';
const MEDICAL: DemoSupplier = 'Afya Bora Medical Supplies';

const food = (maize: number, beans: number, other: readonly DemoLine[] = []): DemoLine[] => [
  { head: 'BES', description: 'Maize, 90 kg bags', amount: maize },
  { head: 'BES', description: 'Beans (rosecoco), 90 kg bags', amount: beans },
  ...other,
];
const power = (month: string, amount: number): DemoLine[] => [
  { head: 'EWC', description: `Electricity for ${month}, meter 37461920385`, amount },
];

/** July to November 2026: the fiscal year's first five months, as the books would show them. */
export const DEMO_VOUCHERS: readonly DemoVoucher[] = [
  {
    on: '2026-07-06',
    supplier: WHOLESALER,
    from: 'SF-1100',
    particulars: 'Foodstuffs for the boarding kitchen, invoice NW/26/1187',
    lines: food(18_650_000, 14_200_000, [
      { head: 'BES', description: 'Cooking oil, 20 l jerricans', amount: 5_690_000 },
    ]),
    end: 'paid',
    approved: '2026-07-07',
    paid: { on: '2026-07-10', mode: 'cheque', reference: '003981' },
  },
  {
    on: '2026-07-08',
    supplier: POWER,
    from: 'OPS-1100',
    particulars: 'Electricity bill for June 2026',
    lines: power('June 2026', 4_823_050),
    end: 'paid',
    approved: '2026-07-08',
    paid: { on: '2026-07-09', mode: 'mpesa', reference: 'SG81XK2P4T' },
  },
  {
    on: '2026-07-15',
    supplier: WATER,
    from: 'OPS-1100',
    particulars: 'Water and sewerage, June 2026, account 30-114-0872',
    lines: [{ head: 'EWC', description: 'Water, 212 cubic metres, and sewerage', amount: 1_864_000 }],
    end: 'paid',
    approved: '2026-07-16',
    paid: { on: '2026-07-17', mode: 'bank_transfer', reference: 'FT26196K8X2Q' },
  },
  {
    on: '2026-07-20',
    supplier: COACH,
    from: 'OPS-1100',
    particulars: 'Bus hire: football and netball teams to the Nakuru County games at Molo, 24 July',
    lines: [{ head: 'ACT', description: '62-seater bus, Nakuru to Molo and back', amount: 4_500_000 }],
    end: 'paid',
    approved: '2026-07-21',
    paid: { on: '2026-07-22', mode: 'cheque', reference: '004102' },
  },
  {
    on: '2026-08-04',
    supplier: HARDWARE,
    from: 'OPS-1100',
    particulars: 'Repairs in the boys’ dormitories during the August holiday, invoice MH-5521',
    lines: [
      { head: 'RMI', description: 'Door locks and hinges, Kilimanjaro and Elgon dormitories', amount: 2_865_000 },
      { head: 'RMI', description: 'Plumbing: taps, PPR pipes and fittings for the washrooms', amount: 3_620_000 },
    ],
    end: 'paid',
    approved: '2026-08-05',
    paid: { on: '2026-08-07', mode: 'cheque', reference: '004118' },
  },
  {
    on: '2026-08-10',
    supplier: POWER,
    from: 'OPS-1100',
    particulars: 'Electricity bill for July 2026',
    lines: power('July 2026', 3_187_000),
    end: 'paid',
    approved: '2026-08-10',
    paid: { on: '2026-08-11', mode: 'mpesa', reference: 'SH10LM7Q2D' },
  },
  {
    on: '2026-08-26',
    supplier: WHOLESALER,
    from: 'SF-1100',
    particulars: 'Foodstuffs for the opening of term 3, invoice NW/26/1452',
    lines: food(19_800_000, 15_125_000, [{ head: 'BES', description: 'Rice, 50 kg bags', amount: 6_350_000 }]),
    end: 'paid',
    approved: '2026-08-27',
    paid: { on: '2026-08-28', mode: 'cheque', reference: '004131' },
  },
  {
    on: '2026-08-27',
    supplier: STATIONER,
    from: 'OPS-1100',
    particulars: 'Office stationery for term 3, invoice RVS-2208',
    lines: [
      { head: 'ADM', description: 'Duplicating paper, 30 reams', amount: 1_950_000 },
      { head: 'ADM', description: 'Receipt books, files and toner', amount: 1_798_000 },
    ],
    end: 'paid',
    approved: '2026-08-28',
    paid: { on: '2026-08-31', mode: 'cheque', reference: '004135' },
  },
  {
    on: '2026-09-03',
    supplier: BOOKS,
    from: 'TUI-1100',
    particulars: 'KCSE set books and revision texts for Form 4, LPO 0412',
    lines: [
      { head: 'TUI', description: 'Set books: 120 copies of two novels', amount: 16_440_000 },
      { head: 'TUI', description: 'Mathematics and chemistry revision books, 80 copies', amount: 12_210_000 },
    ],
    end: 'paid',
    approved: '2026-09-04',
    paid: { on: '2026-09-08', mode: 'bank_transfer', reference: 'RTGS26251TBC' },
  },
  {
    on: '2026-09-09',
    supplier: POWER,
    from: 'OPS-1100',
    particulars: 'Electricity bill for August 2026',
    lines: power('August 2026', 5_241_080),
    end: 'paid',
    approved: '2026-09-09',
    paid: { on: '2026-09-10', mode: 'mpesa', reference: 'SI09RT4W8N' },
  },
  {
    on: '2026-09-14',
    supplier: MEDICAL,
    from: 'OPS-1100',
    particulars: 'Drugs and first-aid supplies for the sick bay, invoice AB/0917',
    lines: [{ head: 'MED', description: 'Analgesics, antibiotics, dressings and ORS', amount: 2_765_000 }],
    end: 'paid',
    approved: '2026-09-15',
    paid: { on: '2026-09-17', mode: 'cheque', reference: '004150' },
  },
  {
    on: '2026-09-21',
    supplier: WHOLESALER,
    from: 'SF-1100',
    particulars: 'Foodstuffs, invoice NW/26/1630',
    lines: food(18_900_000, 14_760_000, [{ head: 'BES', description: 'Sugar and salt', amount: 6_200_000 }]),
    end: 'paid',
    approved: '2026-09-22',
    paid: { on: '2026-09-24', mode: 'cheque', reference: '004158' },
  },
  {
    on: '2026-09-23',
    supplier: WATER,
    from: 'OPS-1100',
    particulars: 'Water and sewerage, July and August 2026, account 30-114-0872',
    lines: [{ head: 'EWC', description: 'Water, 241 cubic metres, and sewerage', amount: 2_130_000 }],
    end: 'paid',
    approved: '2026-09-24',
    paid: { on: '2026-09-25', mode: 'bank_transfer', reference: 'FT26268Q1M0A' },
  },
  {
    on: '2026-10-05',
    supplier: HARDWARE,
    from: 'OPS-1100',
    particulars: 'Painting of the Form 1 classrooms, quotation MH-Q-118',
    lines: [{ head: 'RMI', description: 'Paint, brushes and labour for four classrooms', amount: 18_500_000 }],
    end: 'rejected',
    note: 'Not in this term’s RMI budget: get three quotations and bring it to the board in January',
  },
  {
    on: '2026-10-07',
    supplier: POWER,
    from: 'OPS-1100',
    particulars: 'Electricity bill for September 2026',
    lines: power('September 2026', 5_512_000),
    end: 'paid',
    approved: '2026-10-07',
    paid: { on: '2026-10-08', mode: 'mpesa', reference: 'SJ07HD3K9B' },
  },
  {
    on: '2026-10-12',
    supplier: COACH,
    from: 'SF-1100',
    particulars: 'Bus hire: Form 4 geography trip to Hell’s Gate, 15 October',
    lines: [{ head: 'TRN', description: 'Two 62-seater buses, Nakuru to Naivasha and back', amount: 6_800_000 }],
    end: 'paid',
    approved: '2026-10-13',
    paid: { on: '2026-10-16', mode: 'cheque', reference: '004171' },
  },
  {
    on: '2026-10-19',
    supplier: WHOLESALER,
    from: 'SF-1100',
    particulars: 'Foodstuffs, invoice NW/26/1811',
    lines: food(19_250_000, 15_380_000, [
      { head: 'BES', description: 'Cooking oil, 20 l jerricans', amount: 7_500_000 },
    ]),
    end: 'paid',
    approved: '2026-10-20',
    paid: { on: '2026-10-22', mode: 'cheque', reference: '004180' },
  },
  {
    on: '2026-10-26',
    supplier: STATIONER,
    from: 'OPS-1100',
    particulars: 'End-of-year examination papers printed, invoice RVS-2391',
    lines: [{ head: 'ADM', description: 'Printing of end-of-year papers, Forms 1 to 3', amount: 5_230_000 }],
    end: 'paid',
    approved: '2026-10-27',
    paid: { on: '2026-10-28', mode: 'mpesa', reference: 'SJ28PL5X7C' },
  },
  {
    on: '2026-11-02',
    supplier: HARDWARE,
    from: 'OPS-1100',
    particulars: 'Repair of the water tank stand behind the kitchen, invoice MH-5790',
    lines: [{ head: 'RMI', description: 'Steel angle line, welding and labour', amount: 3_820_000 }],
    end: 'paid',
    approved: '2026-11-03',
    paid: { on: '2026-11-05', mode: 'cheque', reference: '004192' },
  },
  {
    on: '2026-11-09',
    supplier: POWER,
    from: 'OPS-1100',
    particulars: 'Electricity bill for October 2026',
    lines: power('October 2026', 4_988_000),
    end: 'approved',
    approved: '2026-11-10',
  },
  {
    on: '2026-11-12',
    supplier: WHOLESALER,
    from: 'SF-1100',
    particulars: 'Foodstuffs for the last weeks of term 3, invoice NW/26/1947',
    lines: food(11_200_000, 8_650_000, [{ head: 'BES', description: 'Rice, 50 kg bags', amount: 1_640_000 }]),
    end: 'approved',
    approved: '2026-11-13',
  },
  {
    on: '2026-11-16',
    supplier: MEDICAL,
    from: 'OPS-1100',
    particulars: 'Sick bay restock and a first-aid kit for the school bus, invoice AB/1102',
    lines: [{ head: 'MED', description: 'Drugs, dressings and two first-aid kits', amount: 1_984_000 }],
    end: 'approved',
    approved: '2026-11-17',
  },
  {
    on: '2026-11-18',
    supplier: BOOKS,
    from: 'TUI-1100',
    particulars: 'Course books for the 2027 Form 1 class, quotation TBC/Q/5567',
    lines: [
      { head: 'TUI', description: 'English, Kiswahili and mathematics course books, 90 sets', amount: 14_230_000 },
    ],
    end: 'draft',
  },
  {
    on: '2026-11-20',
    payee: 'Samuel Kiptoo',
    from: 'OPS-1110',
    particulars: 'Clearing and fencing the school shamba, 5 days’ casual labour',
    lines: [{ head: 'RMI', description: 'Casual labour, 5 days at KES 800', amount: 400_000 }],
    end: 'draft',
  },
];

export const DEMO_IMPRESTS = [
  {
    holder_name: 'Joseph Kiprono',
    holder_id_no: '23456789',
    designation: 'Games teacher',
    holder_phone: '0711222333',
    purpose: 'Football and volleyball teams to the Nakuru County secondary schools games at Molo: fares and meals',
    requested_on: '2026-09-28',
    surrender_by: '2026-10-09',
    from: 'OPS-1110',
    amount: 3_850_000,
    issued: { on: '2026-10-01', mode: 'cash' },
    receipts: [
      {
        head: 'LTT',
        description: 'Matatu fares, 28 people, Nakuru to Molo and back',
        receipt_no: 'MLS 004418',
        amount: 1_560_000,
      },
      {
        head: 'ACT',
        description: 'Lunch for 26 players and 2 teachers, two days',
        receipt_no: 'MNH R-2231',
        amount: 1_924_000,
      },
      { head: 'ACT', description: 'Drinking water and glucose', receipt_no: 'NKM 7781', amount: 186_000 },
    ],
    surrendered: { on: '2026-10-05', returned: 180_000 },
  },
  {
    holder_name: 'Grace Akinyi',
    holder_id_no: '28765432',
    designation: 'Music teacher',
    holder_phone: '0722903117',
    purpose: 'Choir to the Rift Valley regional music festival at Kabarak: fares, meals and costumes',
    requested_on: '2026-11-06',
    surrender_by: '2026-11-20',
    from: 'OPS-1100',
    amount: 4_600_000,
    issued: { on: '2026-11-10', mode: 'cheque', reference: '004197' },
  },
] as const;
