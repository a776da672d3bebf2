import {afterEach, describe, expect, it} from 'vitest'

import {accountFor, BatchWorld} from './batch-helpers.js'

// Only a process shows how oclif resolves `withdrawal batch` beside the topic `withdrawal batch`: the alias,
// the help, the hook of a command pay does not have, and a payout file still paid by `withdrawal batch FILE`.
let world: BatchWorld | undefined

afterEach(async () => {
  await world?.close()
  world = undefined
})

describe('pay withdrawal batch and its close command, as a process', () => {
  it('pays a file with `withdrawal batch FILE`, follows it with `withdrawal batch status FILE`, and lists close in help', async () => {
    world = await BatchWorld.start(0, 0)
    await world.topUp(100_000)
    const file = await world.writeFile('close.csv', `amount,bank,account_no,account_name\n100,KBANK,${accountFor(1)},Somchai\n`)

    const paid = await world.home.run(['withdrawal', 'batch', file.path, '--json'])
    expect(paid.code, paid.stderr).toBe(0)
    expect(JSON.parse(paid.stdout)).toMatchObject({batch_id: file.batchId, summary: {created: 1}})

    const status = await world.home.run(['withdrawal', 'batch', 'status', file.path, '--json'])
    expect(status.code, status.stderr).toBe(0)
    expect(JSON.parse(status.stdout)).toMatchObject({batches: [file.batchId], summary: {succeeded: 1}})

    const help = await world.home.run(['help', 'withdrawal', 'batch'])
    expect(help.stdout).toContain('withdrawal batch close')
    const unknown = await world.home.run(['withdrawal', 'batchs'])
    expect(unknown.code).toBe(127)
    expect(unknown.stderr).toContain('Did you mean `pay withdrawal batch`?')
  }, 60_000)
})
