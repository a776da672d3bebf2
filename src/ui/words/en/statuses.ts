/** A deposit's or withdrawal's status in human output; English shows the service's code as it is. */
export const statuses = {
  name: (status: string): string => status,
}
