/** Swahili of the branches module (branches.ts), loaded only when a user chooses Swahili. */
export default {
  label: 'Matawi',
  resources: {
    branches: {
      name: 'Shule |||| Mipangilio ya shule',
      fields: {
        name: 'Jina',
        code: 'Msimbo',
        motto: 'Kauli mbiu',
        address: 'Anwani',
        phone: 'Simu',
        email: 'Barua pepe',
        logo: 'Nembo',
        admission_pattern: 'Mfumo wa nambari za usajili',
        principal_name: 'Mkuu wa shule',
        kra_pin: 'PIN ya KRA ya mwajiri',
      },
      helps: {
        admission_pattern:
          '{YYYY} mwaka wa kujiunga, {YY} tarakimu zake mbili za mwisho, {SEQ:5} nambari inayofuata yenye tarakimu 5',
        principal_name: 'Mkuu wa shule, kama anavyoandikwa kwenye ripoti za mitihani',
        kra_pin: 'PIN ya shule kwa KRA: herufi kubwa, tarakimu tisa na herufi kubwa, mfano P051234567X',
      },
    },
  },
};
