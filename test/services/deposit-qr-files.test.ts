import {existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {join} from 'node:path'

import {afterEach, beforeEach, describe, expect, it} from 'vitest'

import {InputError, PayError} from '../../src/core/errors.js'
import {replaceFile} from '../../src/core/files/replace-file.js'
import {checkQrFiles, depositQrPayload, type QrFileLabels, type QrFileNames} from '../../src/services/deposits/qr-files.js'
import {pendingDeposit} from '../helpers/deposit-fixture.js'

let dir: string
/** As `deposit create` names them: by its flags. */
const labels: QrFileLabels = {png: '--qr-png', svg: '--qr-svg', bankTransfer: '--method bank'}
const readQrFileTargets = (names: QrFileNames, cwd: string) => checkQrFiles({names, labels}, cwd)
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'pay-qr-files-'))
})
afterEach(() => rmSync(dir, {recursive: true, force: true}))

function refusal(run: () => unknown): InputError {
  try {
    run()
  } catch (error) {
    expect(error).toBeInstanceOf(InputError)
    return error as InputError
  }
  throw new Error('not refused')
}

describe('checkQrFiles', () => {
  it('resolves each file against the working directory, any case of extension, and keeps the name as typed', () => {
    mkdirSync(join(dir, 'out'))
    expect(readQrFileTargets({png: 'out/Qr.PNG', svg: join(dir, 'card.svg')}, dir)).toEqual({
      png: {given: 'out/Qr.PNG', path: join(dir, 'out', 'Qr.PNG')},
      svg: {given: join(dir, 'card.svg'), path: join(dir, 'card.svg')},
    })
    expect(readQrFileTargets({}, dir)).toBeUndefined()
  })

  it.each([
    [{png: 'qr.svg'}, '--qr-png: "qr.svg" does not end in .png.', 'use --qr-svg for an SVG'],
    [{svg: 'qr'}, '--qr-svg: "qr" does not end in .svg.', 'e.g. --qr-svg qr.svg'],
    [{png: '  '}, '--qr-png: no file name given.', 'e.g. --qr-png qr.png'],
    [{svg: 'no/such/dir/q.svg'}, '--qr-svg: the directory no/such/dir does not exist.', 'Create it first'],
    [{png: 'file.png/q.png'}, '--qr-png: file.png is not a directory.', 'in a directory that exists'],
    [{png: 'file.png/sub/q.png'}, '--qr-png: the directory file.png/sub does not exist.', 'Create it first'],
    [{png: 'dir.png'}, '--qr-png: "dir.png" is a directory.', 'e.g. --qr-png dir.png/qr.png'],
    [{png: 'dir.png//'}, '--qr-png: "dir.png//" is a directory.', 'e.g. --qr-png dir.png/qr.png'],
  ])('%j is refused: exit 2, INVALID_QR_FILE, a message and what to do', (flags, message, tryMessage) => {
    writeFileSync(join(dir, 'file.png'), 'x')
    mkdirSync(join(dir, 'dir.png'))
    const error = refusal(() => readQrFileTargets(flags, dir))
    expect(error).toMatchObject({exitCode: 2, code: 'INVALID_QR_FILE', message})
    expect(error.tryMessage).toContain(tryMessage)
  })

  // Linux refuses writing in /proc/sys to root too, where a folder's mode would not stop a test run as root.
  it.skipIf(!existsSync('/proc/sys'))('refuses a directory that cannot be written to', () => {
    expect(refusal(() => readQrFileTargets({png: '/proc/sys/q.png'}, dir)).message).toBe(
      '--qr-png: the directory /proc/sys cannot be written to.',
    )
  })
})

describe('refusals for deposits without a QR', () => {
  const targets = {png: {given: 'q.png', path: '/tmp/q.png'}}

  it('--method bank with a QR flag, before sending, in the same call; without one, nothing to refuse', () => {
    const names = {png: join(dir, 'q.png')}
    expect(refusal(() => checkQrFiles({names, method: 'bank', labels}, dir))).toMatchObject({
      code: 'NO_QR_FOR_BANK_TRANSFER',
      message: 'A bank-transfer deposit has no QR: --qr-png cannot be used with --method bank.',
    })
    expect(checkQrFiles({names: {}, method: 'bank', labels}, dir)).toBeUndefined()
    expect(checkQrFiles({names, method: 'promptpay', labels}, dir)).toEqual({png: {given: names.png, path: names.png}})
  })

  it.each(['CREDITED', 'EXPIRED', 'CANCELLED'] as const)('a %s deposit, with what to do', (status) => {
    const error = refusal(() => depositQrPayload(pendingDeposit(0, {status}), targets, labels))
    expect(error).toMatchObject({
      code: 'DEPOSIT_NOT_PENDING',
      message: `Deposit dep_1 is ${status}: only a PENDING deposit can be paid, so no QR was written for --qr-png.`,
    })
    expect(error.tryMessage).toContain('pay deposit create')
  })

  it('a bank transfer; a PENDING PromptPay deposit without a payload is the service’s fault (exit 1)', () => {
    expect(refusal(() => depositQrPayload(pendingDeposit(0, {payment_method_type: 'BANK_TRANSFER'}), targets, labels)).code).toBe(
      'NO_QR_FOR_BANK_TRANSFER',
    )
    let missing: unknown
    try {
      depositQrPayload(pendingDeposit(0), targets, labels)
    } catch (error) {
      missing = error
    }
    expect(missing).toBeInstanceOf(PayError)
    expect(missing).toMatchObject({exitCode: 1, code: 'NO_QR_PAYLOAD'})
    expect(depositQrPayload(pendingDeposit(0, {pay_to: {bank: 'K', account_holder: 'A', qr_payload: '000201x'}}), targets, labels)).toBe(
      '000201x',
    )
  })
})

describe('replaceFile', () => {
  it('replaces a file whole, mode 0644, leaving no temporary file', () => {
    const path = join(dir, 'qr.png')
    writeFileSync(path, 'old')
    replaceFile(path, Buffer.from('new bytes'))
    expect(readFileSync(path, 'utf8')).toBe('new bytes')
    expect(statSync(path).mode & 0o777).toBe(0o644 & ~process.umask())
    expect(readdirSync(dir)).toEqual(['qr.png'])
  })

  it('when the rename fails, leaves what was there and no temporary file', () => {
    mkdirSync(join(dir, 'taken.svg'))
    writeFileSync(join(dir, 'taken.svg', 'inside'), 'x')
    expect(() => replaceFile(join(dir, 'taken.svg'), '<svg/>')).toThrow()
    expect(readdirSync(dir)).toEqual(['taken.svg'])
    expect(readdirSync(join(dir, 'taken.svg'))).toEqual(['inside'])
  })
})
