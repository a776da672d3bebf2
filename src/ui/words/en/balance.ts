export const balance = {available: 'Available', pending: 'Pending'}
