import { describe, expect, it } from 'vitest';
import { checkProfileEdit, profileEditValues, type ProfileEditValues } from './profile-edit-model';

const profile = { firstName: 'Ana', lastName: 'García', phone: '+52 5512345678', address: 'Calle Mayor 1' };

function values(changes: Partial<ProfileEditValues> = {}): ProfileEditValues {
  return { ...profileEditValues(profile, '/avatar-placeholder.svg'), ...changes };
}

describe('the profile edit form', () => {
  it('starts from the profile: the phone split by its dial code, the placeholder avatar as none', () => {
    expect(values()).toEqual({
      firstName: 'Ana',
      lastName: 'García',
      countryCode: 'MX',
      dialCode: '+52',
      phoneDigits: '5512345678',
      address: 'Calle Mayor 1',
      avatarUrl: '',
      changePassword: false,
      password: '',
      confirmPassword: '',
    });
    expect(profileEditValues({ ...profile, phone: '+1 5551234567' }, 'https://x.test/a.png')).toMatchObject({ countryCode: 'US', avatarUrl: 'https://x.test/a.png' });
    expect(profileEditValues({ ...profile, phone: '' }, '')).toMatchObject({ dialCode: '+1', phoneDigits: '' });
  });

  it('sends the trimmed fields without avatar or password when none is given', () => {
    expect(checkProfileEdit(values({ firstName: ' Ana ' }))).toEqual({ ok: true, input: { firstName: 'Ana', lastName: 'García', phone: '+52 5512345678', address: 'Calle Mayor 1' } });
  });

  it('ignores the password fields while the box is unticked', () => {
    const result = checkProfileEdit(values({ password: 'abc', confirmPassword: 'xyz' }));
    expect(result.ok && result.input).not.toHaveProperty('password');
  });

  it.each([
    [{ phoneDigits: '' }, 'phone', 'PHONE_REQUIRED'],
    [{ phoneDigits: '55123' }, 'phone', 'PHONE_LENGTH_INVALID'],
    [{ avatarUrl: 'ftp://x' }, 'avatarUrl', 'AVATAR_URL_INVALID'],
    [{ changePassword: true }, 'password', 'PASSWORD_FIELDS_REQUIRED'],
    [{ changePassword: true, password: 'secreta' }, 'confirmPassword', 'PASSWORD_FIELDS_REQUIRED'],
    [{ changePassword: true, password: 'secreta', confirmPassword: 'secreto' }, 'confirmPassword', 'PASSWORDS_DO_NOT_MATCH'],
  ] as const)('refuses %j on %s with %s', (changes, field, code) => {
    const result = checkProfileEdit(values(changes));
    expect(result.ok ? null : result.problems[field]).toMatchObject({ code });
  });

  it.each([
    [{ firstName: '  ' }, 'firstName', 'firstNameRequired'],
    [{ lastName: '' }, 'lastName', 'lastNameRequired'],
    [{ address: '' }, 'address', 'addressRequired'],
    [{ changePassword: true, password: 'abc', confirmPassword: 'abc' }, 'password', 'passwordMin'],
  ] as const)('refuses %j on %s with the per-field text registration uses (%s)', (changes, field, key) => {
    const result = checkProfileEdit(values(changes));
    expect(result.ok ? null : result.problems[field]).toMatchObject({ key });
  });

  it('sends a valid new password with its confirmation', () => {
    const result = checkProfileEdit(values({ changePassword: true, password: 'nueva123', confirmPassword: 'nueva123' }));
    expect(result.ok && result.input).toMatchObject({ password: 'nueva123', confirmPassword: 'nueva123' });
  });
});
