export const error = {
  label: 'Error:',
  code: (code: string) => `code ${code}`,
  status: (status: number) => `status ${status}`,
  requestId: (id: string) => `request_id ${id}`,
  /** Next steps said in this language instead of the English one the error carries, by error code. */
  hints: {} as Partial<Record<string, string>>,
}
