import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CURP_STATE_CODES,
  checkIdentityDocument,
  DOCUMENT_PROBLEMS,
  type DocumentProblem,
  documentNumberSearchKey,
  formatIdentityDocument,
  IDENTITY_DOCUMENT_LOCALES,
  IDENTITY_DOCUMENT_MESSAGES,
  IDENTITY_DOCUMENT_PROBLEMS,
  IDENTITY_DOCUMENT_TYPES,
  type IdentityDocumentType,
  identityDocumentMessage,
  normalizeIdentityDocument,
} from './identity-documents';

// Reference check digits written out here, separately from the module, from the published
// rules; the module must agree with them and with the published examples below.

/** RUT: digits from the right times 2..7 repeating; 11 − sum mod 11; 11 → 0, 10 → K. */
function rutDigit(body: number): string {
  let sum = 0;
  let weight = 2;
  for (let n = body; n > 0; n = Math.floor(n / 10)) {
    sum += (n % 10) * weight;
    weight = weight === 7 ? 2 : weight + 1;
  }
  return '0123456789K'[(11 - (sum % 11)) % 11] as string;
}

/** CURP: positions in the 37-character dictionary times 18..2; (10 − sum mod 10) mod 10. */
function curpDigit(first17: string): string {
  const dictionary = [...'0123456789ABCDEFGHIJKLMNÑOPQRSTUVWXYZ'];
  const sum = [...first17].reduce((total, char, i) => total + dictionary.indexOf(char) * (18 - i), 0);
  return String((10 - (sum % 10)) % 10);
}

/** Luhn: the whole number (check digit included) sums to a multiple of 10. */
function luhnValid(digits: string): boolean {
  const sum = [...digits].reverse().reduce((total, char, i) => {
    const doubled = Number(char) * (i % 2 === 1 ? 2 : 1);
    return total + Math.floor(doubled / 10) + (doubled % 10);
  }, 0);
  return sum % 10 === 0;
}

function luhnDigit(payload: string): string {
  return '0123456789'.split('').find((digit) => luhnValid(payload + digit)) as string;
}

/** DUI: the 8 digits times 9..2; (10 − sum mod 10) mod 10. */
function duiDigit(digits: string): string {
  const sum = [...digits].reduce((total, char, i) => total + Number(char) * (9 - i), 0);
  return String((10 - (sum % 10)) % 10);
}

/** A CURP with a correct check digit, whatever its other parts say. */
function withCurpDigit(first17: string): string {
  return first17 + curpDigit(first17);
}

function refused(type: IdentityDocumentType, raw: string): DocumentProblem | undefined {
  const check = checkIdentityDocument(type, raw);
  return check.ok ? undefined : check.problem;
}

function normalized(type: IdentityDocumentType, raw: string): string | undefined {
  const check = checkIdentityDocument(type, raw);
  return check.ok ? check.normalized : undefined;
}

const otherDigit = (digit: string, alphabet: string) =>
  fc.constantFrom(...alphabet.split('').filter((c) => c !== digit));

describe('every type', () => {
  it.each(IDENTITY_DOCUMENT_TYPES.map((type) => [type]))('%s: a blank number is required', (type) => {
    for (const blank of ['', '   ', '\u200B\u00A0\t', '\uFEFF']) {
      expect(checkIdentityDocument(type, blank)).toEqual({ ok: false, problem: 'REQUIRED' });
    }
  });

  it('never throws, and only reports problems the type declares (and has messages for)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...IDENTITY_DOCUMENT_TYPES),
        fc.oneof(
          fc.string({ maxLength: 30 }),
          fc.string({ unit: fc.constantFrom(...'0123456789-. KkAHMXÑ&'), maxLength: 22 }),
        ),
        (type, raw) => {
          const check = checkIdentityDocument(type, raw);
          if (!check.ok) {
            expect(IDENTITY_DOCUMENT_PROBLEMS[type] as readonly string[]).toContain(check.problem);
          } else {
            // The stored form is itself valid and stays as it is.
            expect(normalized(type, check.normalized)).toBe(check.normalized);
          }
          expect(typeof normalizeIdentityDocument(type, raw)).toBe('string');
          expect(typeof formatIdentityDocument(type, raw)).toBe('string');
        },
      ),
    );
  });

  it('normalises an invalid number to what was typed, trimmed and uppercased, without throwing', () => {
    expect(normalizeIdentityDocument('MX_CURP', '  hegg 560427 ')).toBe('HEGG560427');
    expect(normalizeIdentityDocument('CL_CI', ' 12.345.678-k ')).toBe('12345678-K');
    expect(normalizeIdentityDocument('PASSPORT', '\u200B')).toBe('');
  });
});

describe('CL_CI (Chilean RUT)', () => {
  it('accepts published and computed RUTs in every usual shape, stored as 12345678-K', () => {
    expect(normalized('CL_CI', '12.345.678-5')).toBe('12345678-5');
    expect(normalized('CL_CI', '12345678-5')).toBe('12345678-5');
    expect(normalized('CL_CI', '123456785')).toBe('12345678-5');
    expect(normalized('CL_CI', ' 12 345 678 - 5 ')).toBe('12345678-5');
    expect(normalized('CL_CI', '76.086.428-5')).toBe('76086428-5');
    expect(normalized('CL_CI', '12531909-2')).toBe('12531909-2');
    // Check digit K, typed lowercase, with and without the hyphen.
    expect(rutDigit(10000013)).toBe('K');
    expect(normalized('CL_CI', '10.000.013-k')).toBe('10000013-K');
    expect(normalized('CL_CI', '10000013k')).toBe('10000013-K');
    // Short bodies and check digit 0.
    expect(rutDigit(1)).toBe('9');
    expect(normalized('CL_CI', '1-9')).toBe('1-9');
    expect(rutDigit(14)).toBe('0');
    expect(normalized('CL_CI', '14-0')).toBe('14-0');
    expect(rutDigit(6)).toBe('K');
    expect(normalized('CL_CI', '6-k')).toBe('6-K');
    expect(normalized('CL_CI', '0012.345.678-5')).toBe('12345678-5');
    // A dash from a spreadsheet or a phone keyboard.
    expect(normalized('CL_CI', '12345678\u20135')).toBe('12345678-5');
  });

  it('refuses a wrong check digit and malformed input, with SPEC’s exact message', () => {
    expect(refused('CL_CI', '12345678-K')).toBe('CHECK_DIGIT');
    expect(refused('CL_CI', '12.345.678-4')).toBe('CHECK_DIGIT');
    expect(refused('CL_CI', '123456789-0')).toBe('FORMAT'); // 9-digit body
    expect(refused('CL_CI', '12A45678-5')).toBe('FORMAT');
    expect(refused('CL_CI', '12345678-X')).toBe('FORMAT');
    expect(refused('CL_CI', '12345678--5')).toBe('FORMAT');
    expect(refused('CL_CI', 'K')).toBe('FORMAT');
    expect(refused('CL_CI', '0-0')).toBe('FORMAT');
    expect(identityDocumentMessage('es-MX', 'CL_CI', 'CHECK_DIGIT')).toBe('RUT inválido');
    expect(identityDocumentMessage('es-MX', 'CL_CI', 'FORMAT')).toBe('RUT inválido');
    expect(identityDocumentMessage('en-US', 'CL_CI', 'CHECK_DIGIT')).toBe('Invalid RUT');
  });

  it('displays the stored form, without dots', () => {
    expect(formatIdentityDocument('CL_CI', '12345678-5')).toBe('12345678-5');
    expect(formatIdentityDocument('CL_CI', '10000013-K')).toBe('10000013-K');
  });

  it('property: every body with its check digit passes in any shape; any other digit fails', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 99_999_999 }), (body) => {
        const digit = rutDigit(body);
        const dotted = String(body).replace(/\B(?=(\d{3})+$)/g, '.'); // 12.345.678, as Chileans write it
        expect(normalized('CL_CI', `${body}-${digit}`)).toBe(`${body}-${digit}`);
        expect(normalized('CL_CI', `${dotted}-${digit.toLowerCase()}`)).toBe(`${body}-${digit}`);
        expect(normalized('CL_CI', `${body}${digit}`)).toBe(`${body}-${digit}`);
        fc.assert(
          fc.property(otherDigit(digit, '0123456789K'), (wrong) => {
            expect(refused('CL_CI', `${body}-${wrong}`)).toBe('CHECK_DIGIT');
          }),
          { numRuns: 3 },
        );
      }),
    );
  });

  it('property: changing one digit of the body is always caught', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 10_000_000, max: 99_999_999 }),
        fc.nat(7),
        fc.integer({ min: 1, max: 9 }),
        (body, position, delta) => {
          const digits = String(body).split('');
          digits[position] = String((Number(digits[position]) + delta) % 10);
          const changed = digits.join('');
          fc.pre(!changed.startsWith('0'));
          expect(refused('CL_CI', `${changed}-${rutDigit(body)}`)).toBe('CHECK_DIGIT');
        },
      ),
    );
  });
});

describe('MX_CURP', () => {
  it('accepts published CURPs and normalises case and spaces', () => {
    // The Instructivo Normativo's own example (Gloria Hernández García, Veracruz, 1956).
    expect(normalized('MX_CURP', 'HEGG560427MVZRRL04')).toBe('HEGG560427MVZRRL04');
    expect(normalized('MX_CURP', 'SABC560626MDFLRN01')).toBe('SABC560626MDFLRN01');
    expect(normalized('MX_CURP', 'BOXW310820HNERXN09')).toBe('BOXW310820HNERXN09'); // born abroad
    expect(normalized('MX_CURP', ' hegg560427mvzrrl04 ')).toBe('HEGG560427MVZRRL04');
    expect(normalized('MX_CURP', 'HEGG 560427 MVZRRL 04')).toBe('HEGG560427MVZRRL04');
  });

  it('reads the century from the 17th character: digit up to 1999, letter from 2000', () => {
    // 29 February 2000 exists; 29 February 1900 does not.
    expect(normalized('MX_CURP', withCurpDigit('PEPJ000229HDFRRNA'))).toBe(
      withCurpDigit('PEPJ000229HDFRRNA'),
    );
    expect(refused('MX_CURP', withCurpDigit('PEPJ000229HDFRRN0'))).toBe('DATE');
    // Sex X (non-binary) is issued.
    expect(normalized('MX_CURP', withCurpDigit('PEPJ100515XJCRRNA'))).toBeDefined();
  });

  it('refuses wrong lengths, misplaced characters, impossible dates, sex, state and check digit', () => {
    expect(refused('MX_CURP', 'HEGG560427MVZRRL0')).toBe('LENGTH');
    expect(refused('MX_CURP', 'HEGG560427MVZRRL045')).toBe('LENGTH');
    expect(refused('MX_CURP', 'HEGG560427MVZRRL0*')).toBe('FORMAT');
    expect(refused('MX_CURP', withCurpDigit('HEG1560427MVZRRL0'))).toBe('FORMAT'); // digit among the initials
    expect(refused('MX_CURP', withCurpDigit('HEGG56O427MVZRRL0'))).toBe('FORMAT'); // letter O in the date
    expect(refused('MX_CURP', 'HEGG560427MVZRRL0A')).toBe('FORMAT'); // letter as check digit
    expect(refused('MX_CURP', withCurpDigit('HEGG560230MVZRRL0'))).toBe('DATE'); // 30 February
    expect(refused('MX_CURP', withCurpDigit('HEGG561327MVZRRL0'))).toBe('DATE'); // month 13
    expect(refused('MX_CURP', withCurpDigit('HEGG560431MVZRRL0'))).toBe('DATE'); // 31 April
    expect(refused('MX_CURP', withCurpDigit('HEGG560427FVZRRL0'))).toBe('SEX');
    expect(refused('MX_CURP', withCurpDigit('HEGG560427MXXRRL0'))).toBe('STATE');
    expect(refused('MX_CURP', withCurpDigit('HEGG560427MCXRRL0'))).toBe('STATE'); // CX is not a CURP code
    expect(refused('MX_CURP', 'HEGG560427MVZRRL05')).toBe('CHECK_DIGIT');
  });

  const curpParts = fc.record({
    initials: fc.string({
      unit: fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'),
      minLength: 4,
      maxLength: 4,
    }),
    birth: fc.date({
      min: new Date(Date.UTC(1900, 0, 1)),
      max: new Date(Date.UTC(2099, 11, 31)),
      noInvalidDate: true,
    }),
    sex: fc.constantFrom('H', 'M', 'X'),
    state: fc.constantFrom(...CURP_STATE_CODES),
    consonants: fc.string({ unit: fc.constantFrom(...'BCDFGHJKLMNPQRSTVWXYZ'), minLength: 3, maxLength: 3 }),
    homonymy: fc.nat(25),
  });

  function curpOf(parts: typeof curpParts extends fc.Arbitrary<infer P> ? P : never): string {
    const { birth } = parts;
    const yymmdd = [birth.getUTCFullYear() % 100, birth.getUTCMonth() + 1, birth.getUTCDate()]
      .map((n) => String(n).padStart(2, '0'))
      .join('');
    const century =
      birth.getUTCFullYear() < 2000
        ? String(parts.homonymy % 10)
        : 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'[parts.homonymy];
    return withCurpDigit(`${parts.initials}${yymmdd}${parts.sex}${parts.state}${parts.consonants}${century}`);
  }

  it('property: every well-formed CURP passes; any other check digit fails', () => {
    fc.assert(
      fc.property(curpParts, (parts) => {
        const curp = curpOf(parts);
        expect(normalized('MX_CURP', curp.toLowerCase())).toBe(curp);
        const digit = curp[17] as string;
        fc.assert(
          fc.property(otherDigit(digit, '0123456789'), (wrong) => {
            expect(refused('MX_CURP', curp.slice(0, 17) + wrong)).toBe('CHECK_DIGIT');
          }),
          { numRuns: 3 },
        );
      }),
    );
  });
});

describe('MX_RFS (RFC)', () => {
  it('accepts SAT’s published examples of personas físicas and morales', () => {
    expect(checkIdentityDocument('MX_RFS', 'GODE561231GR8')).toEqual({
      ok: true,
      normalized: 'GODE561231GR8',
    });
    expect(checkIdentityDocument('MX_RFS', 'gode-561231-gr8')).toEqual({
      ok: true,
      normalized: 'GODE561231GR8',
    });
    expect(checkIdentityDocument('MX_RFS', 'MAB-930714-8T4')).toEqual({
      ok: true,
      normalized: 'MAB9307148T4',
    });
    expect(checkIdentityDocument('MX_RFS', 'MHTR93041179A')).toEqual({
      ok: true,
      normalized: 'MHTR93041179A',
    }); // check digit A
    expect(checkIdentityDocument('MX_RFS', 'Ñ&T130705MD6')).toEqual({ ok: true, normalized: 'Ñ&T130705MD6' });
    // SAT's generic RFCs: general public (fails the check digit, issued anyway) and foreigners.
    expect(checkIdentityDocument('MX_RFS', 'XAXX010101000')).toEqual({
      ok: true,
      normalized: 'XAXX010101000',
    });
    expect(checkIdentityDocument('MX_RFS', 'XEXX010101000')).toEqual({
      ok: true,
      normalized: 'XEXX010101000',
    });
  });

  it('accepts an RFC that fails the check digit, with a warning to confirm', () => {
    // An RFC in use whose check digit does not follow SAT's algorithm.
    expect(checkIdentityDocument('MX_RFS', 'LME060822IH5')).toEqual({
      ok: true,
      normalized: 'LME060822IH5',
      warning: 'RFC_CHECK_DIGIT',
    });
    expect(checkIdentityDocument('MX_RFS', 'GODE561231GR9')).toEqual({
      ok: true,
      normalized: 'GODE561231GR9',
      warning: 'RFC_CHECK_DIGIT',
    });
    expect(IDENTITY_DOCUMENT_MESSAGES['es-MX'].rfcWarning).toMatch(/RFC/);
    expect(IDENTITY_DOCUMENT_MESSAGES['en-US'].rfcWarning).toMatch(/confirm/);
  });

  it('refuses wrong lengths, misplaced characters and impossible dates', () => {
    expect(refused('MX_RFS', 'GODE561231GR')).toBe('FORMAT'); // 12 characters but 4 letters
    expect(refused('MX_RFS', 'GODE561231')).toBe('LENGTH'); // without homoclave
    expect(refused('MX_RFS', 'GODE561231GR85')).toBe('LENGTH');
    expect(refused('MX_RFS', 'GOD3561231GR8')).toBe('FORMAT');
    expect(refused('MX_RFS', 'GODE56I231GR8')).toBe('FORMAT');
    expect(refused('MX_RFS', 'GODE561231G*8')).toBe('FORMAT');
    expect(refused('MX_RFS', 'GODE560230GR8')).toBe('DATE'); // 30 February
    expect(refused('MX_RFS', 'MAB931314ATA')).toBe('DATE'); // month 13
    // 29 February of year 00 exists (2000).
    expect(checkIdentityDocument('MX_RFS', 'GODE000229GR8').ok).toBe(true);
    expect(refused('MX_RFS', 'GODE010229GR8')).toBe('DATE');
  });
});

describe('MX_NSS', () => {
  it('accepts 11 digits with a Luhn check digit, in the usual shapes', () => {
    expect(normalized('MX_NSS', '12345678903')).toBe('12345678903');
    expect(normalized('MX_NSS', '1234-56-7890-3')).toBe('12345678903');
    expect(normalized('MX_NSS', '12 34 56 7890 3')).toBe('12345678903');
  });

  it('refuses a wrong check digit, a wrong length and letters', () => {
    expect(refused('MX_NSS', '12345678904')).toBe('CHECK_DIGIT');
    expect(refused('MX_NSS', '1234567890')).toBe('LENGTH');
    expect(refused('MX_NSS', '123456789034')).toBe('LENGTH');
    expect(refused('MX_NSS', '1234567890A')).toBe('FORMAT');
  });

  it('property: every payload with its Luhn digit passes; a changed check digit or payload digit fails', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: 10, maxLength: 10 }),
        fc.nat(9),
        fc.integer({ min: 1, max: 9 }),
        (payload, position, delta) => {
          const digit = luhnDigit(payload);
          expect(normalized('MX_NSS', payload + digit)).toBe(payload + digit);
          expect(refused('MX_NSS', payload + String((Number(digit) + delta) % 10))).toBe('CHECK_DIGIT');
          const changed = payload.split('');
          changed[position] = String((Number(changed[position]) + delta) % 10);
          expect(refused('MX_NSS', changed.join('') + digit)).toBe('CHECK_DIGIT');
        },
      ),
    );
  });
});

describe('SV_DUI', () => {
  it('accepts 8 digits and the check digit, with or without the hyphen, stored as 01234567-8', () => {
    expect(normalized('SV_DUI', '00016297-5')).toBe('00016297-5');
    expect(normalized('SV_DUI', '000162975')).toBe('00016297-5');
    expect(normalized('SV_DUI', ' 00016297 - 5 ')).toBe('00016297-5');
    expect(duiDigit('04210000')).toBe('8');
    expect(normalized('SV_DUI', '04210000-8')).toBe('04210000-8');
    expect(formatIdentityDocument('SV_DUI', '042100008')).toBe('04210000-8');
  });

  it('refuses a wrong check digit, a wrong length and letters', () => {
    expect(refused('SV_DUI', '00016297-4')).toBe('CHECK_DIGIT');
    expect(refused('SV_DUI', '0016297-5')).toBe('LENGTH');
    expect(refused('SV_DUI', '000162975-5')).toBe('LENGTH');
    expect(refused('SV_DUI', '0001629A-5')).toBe('FORMAT');
    expect(refused('SV_DUI', '00016297-')).toBe('FORMAT');
  });

  it('property: every 8 digits with their check digit pass; any other check digit fails', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: 8, maxLength: 8 }),
        fc.integer({ min: 1, max: 9 }),
        (digits, delta) => {
          const digit = duiDigit(digits);
          expect(normalized('SV_DUI', digits + digit)).toBe(`${digits}-${digit}`);
          expect(refused('SV_DUI', `${digits}-${(Number(digit) + delta) % 10}`)).toBe('CHECK_DIGIT');
        },
      ),
    );
  });
});

describe('PE_DNI', () => {
  it('accepts 8 digits, and checks then drops the verification character printed after them', () => {
    expect(normalized('PE_DNI', '10117410')).toBe('10117410');
    expect(normalized('PE_DNI', '10117410-2')).toBe('10117410'); // digit form
    expect(normalized('PE_DNI', '10117410-g')).toBe('10117410'); // letter form
    expect(normalized('PE_DNI', '101174102')).toBe('10117410');
    expect(normalized('PE_DNI', ' 1011 7410 ')).toBe('10117410');
    expect(normalized('PE_DNI', '00000001')).toBe('00000001');
  });

  it('refuses a wrong verification character, a wrong length and letters', () => {
    expect(refused('PE_DNI', '10117410-3')).toBe('CHECK_DIGIT');
    expect(refused('PE_DNI', '10117410-A')).toBe('CHECK_DIGIT');
    expect(refused('PE_DNI', '1011741')).toBe('LENGTH');
    expect(refused('PE_DNI', '1011741023')).toBe('LENGTH');
    expect(refused('PE_DNI', '1011741O')).toBe('FORMAT');
    expect(refused('PE_DNI', '10117410-Z')).toBe('FORMAT');
  });
});

describe('CO_CC', () => {
  it('accepts 3 to 10 digits with or without dots, shown with thousands dots', () => {
    expect(normalized('CO_CC', '1.020.304.050')).toBe('1020304050');
    expect(normalized('CO_CC', '79 456 123')).toBe('79456123');
    expect(normalized('CO_CC', '123')).toBe('123');
    expect(formatIdentityDocument('CO_CC', '1020304050')).toBe('1.020.304.050');
    expect(formatIdentityDocument('CO_CC', '79456123')).toBe('79.456.123');
    expect(formatIdentityDocument('CO_CC', '123')).toBe('123');
  });

  it('refuses a leading zero, a wrong length and letters', () => {
    expect(refused('CO_CC', '0123456')).toBe('FORMAT');
    expect(refused('CO_CC', '12')).toBe('LENGTH');
    expect(refused('CO_CC', '12345678901')).toBe('LENGTH');
    expect(refused('CO_CC', '1234A678')).toBe('FORMAT');
    expect(refused('CO_CC', '1234-5678')).toBe('FORMAT');
  });
});

describe('MX_INE (credencial para votar)', () => {
  it('accepts a clave de elector, a CIC or an OCR number', () => {
    expect(normalized('MX_INE', 'HRGRJN82050602H900')).toBe('HRGRJN82050602H900');
    expect(normalized('MX_INE', 'hrgrjn 820506 02 h 900')).toBe('HRGRJN82050602H900');
    expect(normalized('MX_INE', 'GMVLMR00022932M100')).toBe('GMVLMR00022932M100'); // 29 Feb 2000, Zacatecas
    expect(normalized('MX_INE', '123456789')).toBe('123456789'); // CIC
    expect(normalized('MX_INE', '1234567890123')).toBe('1234567890123'); // OCR
  });

  it('refuses wrong lengths, misplaced characters, impossible dates, states and sex', () => {
    expect(refused('MX_INE', 'HRGRJN82050602H90')).toBe('LENGTH');
    expect(refused('MX_INE', '12345678')).toBe('LENGTH');
    expect(refused('MX_INE', '12345A789')).toBe('FORMAT');
    expect(refused('MX_INE', 'HRGRJ182050602H900')).toBe('FORMAT');
    expect(refused('MX_INE', 'HRGRJN82050602HA00')).toBe('FORMAT');
    expect(refused('MX_INE', 'HRGRJN82023002H900')).toBe('DATE'); // 30 February
    expect(refused('MX_INE', 'HRGRJN82050633H900')).toBe('STATE');
    expect(refused('MX_INE', 'HRGRJN82050600H900')).toBe('STATE');
    expect(refused('MX_INE', 'HRGRJN82050602F900')).toBe('SEX');
  });
});

describe('PASSPORT', () => {
  it('accepts 5 to 20 letters and digits, without spaces or hyphens, uppercase', () => {
    expect(normalized('PASSPORT', 'p 123-456')).toBe('P123456');
    expect(normalized('PASSPORT', 'G12345')).toBe('G12345');
    expect(normalized('PASSPORT', 'A'.repeat(20))).toBe('A'.repeat(20));
  });

  it('refuses other characters and wrong lengths', () => {
    expect(refused('PASSPORT', 'AB12')).toBe('LENGTH');
    expect(refused('PASSPORT', 'A'.repeat(21))).toBe('LENGTH');
    expect(refused('PASSPORT', 'AB/12345')).toBe('FORMAT');
    expect(refused('PASSPORT', 'ÑANDÚ123')).toBe('FORMAT');
  });
});

describe('search key', () => {
  it('keeps letters and digits only, uppercase, whatever the type and separators', () => {
    expect(documentNumberSearchKey('12.345.678-k')).toBe('12345678K');
    expect(documentNumberSearchKey(normalizeIdentityDocument('CL_CI', '12.345.678-k'))).toBe('12345678K');
    expect(documentNumberSearchKey(' hegg-560427 mvz ')).toBe('HEGG560427MVZ');
    expect(documentNumberSearchKey('１２３４')).toBe('1234'); // full-width digits
    expect(documentNumberSearchKey('ñ&t 130705')).toBe('ÑT130705');
    expect(documentNumberSearchKey('')).toBe('');
  });
});

describe('messages', () => {
  it.each(
    IDENTITY_DOCUMENT_LOCALES.flatMap((locale) =>
      IDENTITY_DOCUMENT_TYPES.flatMap((type) =>
        IDENTITY_DOCUMENT_PROBLEMS[type].map((problem) => [locale, type, problem] as const),
      ),
    ),
  )('%s has a message for %s %s', (locale, type, problem) => {
    const message = identityDocumentMessage(locale, type, problem);
    expect(message.length).toBeGreaterThan(0);
    expect(message).not.toBe(IDENTITY_DOCUMENT_MESSAGES[locale].fallback);
  });

  it('names every type in both locales, and speaks each locale’s language', () => {
    for (const locale of IDENTITY_DOCUMENT_LOCALES) {
      // Each type has its own visible name: nine names, none blank, no two alike.
      const names = IDENTITY_DOCUMENT_TYPES.map((type) => IDENTITY_DOCUMENT_MESSAGES[locale].types[type]);
      expect(names.every((name) => typeof name === 'string' && name.trim().length > 0)).toBe(true);
      expect(new Set(names).size).toBe(IDENTITY_DOCUMENT_TYPES.length);
    }
    expect(identityDocumentMessage('es-MX', 'MX_CURP', 'CHECK_DIGIT')).toBe(
      'La CURP no es válida: el dígito verificador no coincide.',
    );
    expect(identityDocumentMessage('en-US', 'MX_CURP', 'CHECK_DIGIT')).toBe(
      "This CURP is not valid: the check digit doesn't match.",
    );
    expect(identityDocumentMessage('es-MX', 'SV_DUI', 'REQUIRED')).toBe('Este campo es requerido');
    expect(identityDocumentMessage('en-US', 'SV_DUI', 'REQUIRED')).toBe('This field is required');
  });

  it('falls back to a general message for a problem the type never reports', () => {
    expect(DOCUMENT_PROBLEMS).toContain('STATE');
    expect(identityDocumentMessage('en-US', 'PASSPORT', 'STATE')).toBe('This document number is not valid.');
    expect(identityDocumentMessage('es-MX', 'PASSPORT', 'STATE')).toBe(
      'El número de documento no es válido.',
    );
  });
});
