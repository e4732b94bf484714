import type { Messages } from './registryMessages';

/** Texts of the payroll run's screen, under `shule.hr_payroll`; Swahili: sw/hr-payroll.ts. */
export const HR_PAYROLL_EN: Messages = {
  shule: {
    hr_payroll: {
      recomputed: 'The register, leave or rates changed since this payroll was computed, so it has been recomputed.',
      refresh_failed: 'Whether this payroll is up to date could not be checked: %{reason}',
      totals: 'Totals',
      figures: {
        employees: 'Employees',
        gross_pay: 'Gross pay',
        paye: 'PAYE',
        nssf: 'NSSF (both shares)',
        shif: 'SHIF or NHIF',
        housing_levy: 'Housing levy (both shares)',
        other_deductions: 'Other deductions',
        net_pay: 'Net pay',
        employer_cost: 'Cost to the school',
      },
      who: {
        title: 'Prepared, approved and paid',
        prepared: 'Prepared by %{name}',
        computed: 'Last computed by %{name} on %{when}',
        approved: 'Approved by %{name} on %{date}',
        paid: 'Paid on %{date} by %{name}; journal entry %{entry}',
        awaiting: 'Awaiting approval by an HR administrator who neither prepared nor last recomputed it.',
      },
      downloads: {
        title: 'Payslips and files',
        payslips: 'All payslips (PDF)',
        after_approval: 'The returns and payment files are made once the payroll is approved.',
        no_employer_pin:
          'The school’s KRA PIN is not in the School settings: the P9A cards and the P10 return need it. An administrator adds it there.',
        mpesa_note:
          'M-Pesa pays whole shillings: each amount in the M-Pesa file is the net pay’s shillings, the cents are paid in cash.',
        csv: 'CSV',
        xlsx: 'Excel',
        failed: 'The file could not be made: %{reason}',
        files: {
          p10: 'KRA P10 (iTax)',
          'p10-classic': 'KRA P10 (classic layout)',
          nssf: 'NSSF return',
          shif: 'SHIF return',
          'housing-levy': 'Housing levy',
          helb: 'HELB',
          'bank-advice': 'Bank advice',
          mpesa: 'M-Pesa bulk payment',
        },
      },
      lines: {
        title: 'Payslips',
        in_shillings: 'Figures in Kenya shillings; every column sorts.',
        payslip: 'Payslip',
        payslip_of: 'Payslip: %{name}',
        p9a: 'P9A',
        p9a_of: 'P9A %{year}: %{name}',
        p9a_year: 'Year of the P9A cards',
        actions: 'Documents',
        pdf_failed: 'The PDF could not be made: %{reason}',
      },
    },
  },
};
