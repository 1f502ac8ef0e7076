/** The registration form as a browser sends it: multipart, every field named user_register[...]. */
export function registrationForm(fields: Record<string, string>): { payload: string; headers: Record<string, string> } {
  const boundary = '----bfsm-test-boundary';
  const parts = Object.entries(fields).map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="user_register[${name}]"\r\n\r\n${value}\r\n`);
  return { payload: `${parts.join('')}--${boundary}--\r\n`, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
