import {describe, expect, it} from 'vitest'

import {listWindow} from '../../src/ui/components/delivery-browser.js'

describe('listWindow', () => {
  it('shows a list that fits whole, leaving nothing out', () => {
    expect(listWindow(3, 2, 10)).toEqual({first: 0, size: 3, above: 0, below: 0})
    expect(listWindow(10, 0, 10)).toEqual({first: 0, size: 10, above: 0, below: 0})
  })

  it('follows the newest with the rows above counted', () => {
    expect(listWindow(30, 29, 10)).toEqual({first: 20, size: 10, above: 20, below: 0})
  })

  it('gives a row of the room to the line of those below, keeping the picked row in view', () => {
    expect(listWindow(30, 25, 10)).toEqual({first: 17, size: 9, above: 17, below: 4})
    expect(listWindow(30, 0, 10)).toEqual({first: 0, size: 9, above: 0, below: 21})
  })
})
