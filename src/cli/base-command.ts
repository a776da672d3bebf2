import {Command} from '@oclif/core/command'
import type {Config} from '@oclif/core/config'
import * as Errors from '@oclif/core/errors'
import * as Flags from '@oclif/core/flags'
import type * as Interfaces from '@oclif/core/interfaces'
import {ExitCode, errorToJson, OutcomeExit, PayError} from '../core/errors.js'
import type {DryRunOutput} from '../core/schemas/output/cli.js'
import type {ZodType} from '../core/schemas/zod.js'
import {shellWord} from '../core/text/shell-word.js'
import {terminalSafe, terminalSafeLines} from '../core/text/visible-text.js'
import {sandboxDataDirs} from '../sandbox/control/profile.js'
import {wrapLines} from '../ui/text/hanging.js'
import {answerObject, moneyOutcomeLine} from '../ui/text/money-outcome.js'
import {
  renderExposedStoreWarning,
  renderLiveBanner,
  renderRequestLogWarning,
  renderSkippedLines,
  renderUpdateNotice,
} from '../ui/text/notices.js'
import {renderDryRun, renderServerWait, renderTrace} from '../ui/text/request-trace.js'
import {createStyle, type Style} from '../ui/text/style.js'
import {speakErrorsInEnglish, words} from '../ui/words/active.js'
import type {Words} from '../ui/words/en/index.js'
import {inputErrorInWords} from '../ui/words/input-error.js'
import type {LanguageChoice} from '../ui/words/language.js'
import type {CommandContext} from './command-context.js'
import {checkUrlFlags} from './flags.js'
import {checkHeaderFlags} from './header-flags.js'
import {colorEnabled, confirmInWords, type IO, type NoPrompt, processIO, runsInCI, stderrColumns, stdoutColumns, whyNoPrompt} from './io.js'
import {speakChosenLanguage} from './language.js'
import {type CommandShape, parseErrorToInput} from './parse-error.js'
import {type MoneyAnswer, Session} from './session.js'
import type {UpdateOffer} from './update-check.js'

/**
 * The keys under which a command declares its `--json` contract (docs/json-output.md). Symbols, because oclif
 * copies every enumerable string-keyed static of a command into oclif.manifest.json, which is read at each
 * start: a zod schema there would grow it tenfold. Symbol.for, so that scripts/json-schemas.js reading the
 * built files sees the same keys.
 */
export const OUTPUT_SCHEMA = Symbol.for('pay.outputSchema')
/** True where `--json` prints one document a line (NDJSON) as things happen, each of the output schema. */
export const JSON_LINES = Symbol.for('pay.jsonLines')

export type CommandFlags<T extends typeof Command> = Interfaces.InferredFlags<(typeof PayCommand)['baseFlags'] & T['flags']>
export type CommandArgs<T extends typeof Command> = Interfaces.InferredArgs<T['args']>

/**
 * The base of every command: global flags, the session (profiles, credentials, client), TTY state, and the
 * one place where errors are printed and turned into exit codes (docs/configuration.md, Exit codes).
 */
speakErrorsInEnglish()

export abstract class PayCommand<T extends typeof Command> extends Command {
  static override enableJsonFlag = true

  /**
   * The shape of what `--json` prints on success: run()'s result. Published as schemas/<command>.schema.json,
   * with the error envelope (and the dry-run report where there is --dry-run) beside it (docs/json-output.md).
   */
  static [OUTPUT_SCHEMA]: ZodType
  static [JSON_LINES] = false

  /**
   * oclif's `Command.run`, but given the Config oclif found the command with (as oclif's `run` gives it), that Config
   * is used as it is: oclif's own would load it again from package.json and the manifest, 2–3 ms of every start
   * (docs/performance.md). Given anything else, it is oclif's.
   */
  static override run<C extends Command>(
    this: new (
      argv: string[],
      config: Config,
    ) => C,
    argv: string[] = process.argv.slice(2),
    opts?: Interfaces.LoadOptions,
  ): Promise<ReturnType<C['run']>> {
    // biome-ignore lint/complexity/noThisInStatic: oclif's run must be given the command being run, a subclass
    if (!isLoadedConfig(opts)) return super.run(argv, opts) as Promise<ReturnType<C['run']>>
    return (new this(argv, opts) as unknown as {_run(): Promise<ReturnType<C['run']>>})._run()
  }

  static override baseFlags = {
    profile: Flags.string({description: 'Profile to use (default: PAY_PROFILE, then the default profile).', helpGroup: 'GLOBAL'}),
    live: Flags.boolean({description: "Use the profile's live key: real money.", helpGroup: 'GLOBAL'}),
    verbose: Flags.boolean({
      description: 'Print requests, canonical strings, statuses and timings to stderr (or PAY_DEBUG=1).',
      helpGroup: 'GLOBAL',
    }),
    'no-input': Flags.boolean({description: 'Never prompt; fail naming the missing flag instead.', helpGroup: 'GLOBAL'}),
    'log-bodies': Flags.boolean({
      description: 'Also keep request and response bodies in the request history (`pay logs`), secrets redacted (or PAY_LOG_BODIES=1).',
      helpGroup: 'GLOBAL',
    }),
  }

  protected flags!: CommandFlags<T>
  protected args!: CommandArgs<T>
  protected io: IO = processIO()
  private currentSession?: Session
  private currentContext?: CommandContext
  /** This run's language and where it came from (docs/thai.md); set before flags are parsed, so parse errors speak it. */
  protected language?: LanguageChoice
  /** How the run ended when it failed or ended badly, for its audit record (src/services/audit/). */
  private ended?: {exitCode: number; errorCode?: string}

  override async init(): Promise<void> {
    await super.init()
    this.language = await speakChosenLanguage(this.io.env, this.io.env.PAY_CONFIG_DIR ?? this.config.configDir)
    const {args, flags} = await this.parse({
      flags: this.ctor.flags,
      baseFlags: (super.ctor as typeof PayCommand).baseFlags,
      enableJsonFlag: this.ctor.enableJsonFlag,
      args: this.ctor.args,
      strict: this.ctor.strict,
    })
    this.flags = flags as CommandFlags<T>
    this.args = args as CommandArgs<T>
    checkHeaderFlags(flags)
    checkUrlFlags(this.ctor.flags ?? {}, flags)
  }

  /** Profiles, credentials and the API client, built on first use. */
  protected get session(): Session {
    const flags = this.flags as Record<string, unknown>
    this.currentSession ??= new Session({
      io: this.io,
      configDir: this.io.env.PAY_CONFIG_DIR ?? this.config.configDir,
      cacheDir: this.io.env.PAY_CACHE_DIR ?? this.config.cacheDir,
      dataDir: this.io.env.PAY_DATA_DIR ?? this.config.dataDir,
      userAgent: `pay/${this.config.version} node/${process.version}`,
      profileFlag: flags.profile as string | undefined,
      live: Boolean(flags.live),
      verbose: Boolean(flags.verbose),
      dryRun: Boolean(flags['dry-run']),
      retries: flags.retries as number | undefined,
      timeoutSeconds: flags.timeout as number | undefined,
      onTrace: (event) => this.io.stderr.write(renderTrace(event, this.errStyle)),
      onServerWait: (wait) => this.io.stderr.write(renderServerWait(wait, this.errStyle)),
      logBodies: Boolean(flags['log-bodies']) || this.io.env.PAY_LOG_BODIES === '1',
      onRequestLogFailure: (error, path) => this.note(renderRequestLogWarning(path, error, this.errStyle)),
      onLiveMode: (profileName) => this.note(renderLiveBanner(profileName, this.errStyle)),
      onExposedStore: (path) => this.note(renderExposedStoreWarning(path, this.errStyle)),
      onSkippedLines: (skipped) => this.note(renderSkippedLines(skipped, this.errStyle)),
      onBuiltInBanks: () => this.io.stderr.write(`${words().withdrawal.banks.dryRunBuiltIn}\n`),
    })
    return this.currentSession
  }

  /** The one context a command hands to its flows, built on first use (src/cli/command-context.ts). */
  protected context(): CommandContext {
    this.currentContext ??= {
      io: this.io,
      session: this.session,
      outStyle: this.outStyle,
      errStyle: this.errStyle,
      json: this.jsonEnabled(),
      whyNoPrompt: this.whyNoPrompt,
      interactive: this.interactive,
      canDrawLiveView: this.canDrawLiveView,
      dryRun: Boolean((this.flags as Record<string, unknown>)['dry-run']),
      now: Date.now,
      print: (text) => this.print(() => text),
      note: (text) => this.note(text),
      finish: (result, exitCode) => this.finish(result, exitCode),
    }
    return this.currentContext
  }

  protected get outStyle(): Style {
    return createStyle(colorEnabled(this.io, this.io.stdoutIsTTY))
  }

  protected get errStyle(): Style {
    return createStyle(colorEnabled(this.io, this.io.stderrIsTTY))
  }

  protected get interactive(): boolean {
    return this.whyNoPrompt === undefined
  }

  /** Why nothing can be asked here (no terminal, --no-input, CI), for the error that says so. */
  protected get whyNoPrompt(): NoPrompt | undefined {
    return whyNoPrompt(this.io, Boolean((this.flags as Record<string, unknown>)?.['no-input']))
  }

  /** A live Ink view needs a person: keys from a terminal, drawn on a terminal, and no `--json`. */
  protected get canDrawLiveView(): boolean {
    return !this.jsonEnabled() && this.io.stdoutIsTTY && this.interactive
  }

  /** The result, with the exit code its outcome calls for (docs/configuration.md, Exit codes): returned when 0, else thrown as an OutcomeExit. */
  protected finish<R>(result: R, exitCode: ExitCode): R {
    if (exitCode !== ExitCode.ok) throw new OutcomeExit(result, exitCode)
    return result
  }

  /**
   * What a command returns under `--dry-run` at its first request, in place of its result: the request it
   * would have sent (`PayApi.wouldSend`), printed for people here and as the `--json` result by oclif; exit 0.
   */
  protected dryRunResult(wouldSend: DryRunOutput): DryRunOutput {
    if (!this.jsonEnabled()) this.io.stdout.write(renderDryRun(wouldSend.dry_run, this.outStyle))
    return wouldSend
  }

  /**
   * For a command that runs until stopped (a server in the foreground): prints `document` as the `--json`
   * result at once, then runs `untilStopped`. Returns nothing, so that the document is printed only once.
   */
  protected async serve(document: unknown, untilStopped: () => Promise<void>): Promise<undefined> {
    if (document !== undefined && this.jsonEnabled()) this.logJson(document)
    await untilStopped()
    return undefined
  }

  /** Human output, rendered and written only when `--json` is off; at a terminal its long lines wrap between words. */
  protected print(render: () => string): void {
    if (this.jsonEnabled()) return
    const text = render()
    const columns = stdoutColumns(this.io)
    const whole = text.endsWith('\n') ? text : `${text}\n`
    this.io.stdout.write(columns === undefined ? whole : wrapLines(whole, columns))
  }

  /** The width a table fits itself to: the terminal's, unless `--wide` asks for every column (as a pipe gets them). */
  protected tableWidth(wide: boolean | undefined): number | undefined {
    return wide ? undefined : stdoutColumns(this.io)
  }

  /** Progress and notes for people: always stderr, never mixed with the result. */
  protected note(text: string): void {
    this.io.stderr.write(this.wrappedForStderr(text.endsWith('\n') ? text : `${text}\n`))
  }

  /** Notes and errors at a terminal, their long lines wrapped between words rather than cut by the terminal. */
  private wrappedForStderr(text: string): string {
    const columns = stderrColumns(this.io)
    return columns === undefined ? text : wrapLines(text, columns)
  }

  /**
   * The live guard: in live mode, an action that moves money or deletes data is confirmed
   * on a TTY, and refused without `--yes` off a TTY. The question is said with the words it is given, so that
   * `--json` keeps it in English; a plain string is the same in every language (a command not converted yet).
   */
  protected async confirmDangerous(question: string | ((said: Words) => string), options: {yes: boolean; needed: boolean}): Promise<void> {
    if (!options.needed || options.yes) return
    const ask = typeof question === 'string' ? () => question : question
    const why = this.whyNoPrompt
    if (why) {
      throw inputErrorInWords('CONFIRMATION_REQUIRED', (said) => ({
        message: `${ask(said)} ${said.notices.prompts.refused(why)}`,
        tryMessage: said.notices.prompts.passYes,
      }))
    }
    const accepted = await confirmInWords(ask(words()), {output: this.io.stderr as NodeJS.WriteStream})
    if (!accepted) throw cancelled()
  }

  /** The command's id as typed and its flag names, for parse errors. */
  private get shape(): CommandShape {
    const flags = {...this.ctor.flags, ...(this.constructor as typeof PayCommand).baseFlags}
    return {id: (this.id ?? '').replaceAll(':', ' '), flags: [...Object.keys(flags), ...(this.ctor.enableJsonFlag ? ['json'] : [])]}
  }

  override async catch(error: Error & {exitCode?: number}): Promise<void> {
    if (error instanceof Errors.ExitError) throw error
    if (error instanceof OutcomeExit) {
      // The command already said what happened; the result stays its output, as on success.
      if (this.jsonEnabled()) this.logJson(error.result)
      this.io.setExitCode(error.exitCode)
      this.ended = {exitCode: error.exitCode}
      return
    }
    const payError = toPayError(error, this.argv, this.shape)
    // The commands of one money request take its key; those of several steps (trigger, fixtures run) say how each went.
    const retriable = Boolean(this.ctor.flags?.['idempotency-key'])
    const moneyAnswer = retriable ? this.currentSession?.moneyAnswer() : undefined
    // A failure of its own carries its key; any other, once money moved, must not hide the money's outcome.
    if (moneyAnswer && payError.idempotencyKey === undefined && this.printedMoneyOutcome(moneyAnswer, payError)) return
    payError.idempotencyKey ??= moneyAnswer?.response.idempotencyKey
    if (payError.idempotencyKey && retriable)
      payError.retryCommand = retryCommand(this.config.bin, this.id ?? '', this.argv, payError.idempotencyKey)
    if (this.jsonEnabled()) this.logJson(errorToJson(payError))
    else {
      // Loaded only when there is an error to say: the printer and the words of every kind of error.
      const {renderError} = await import('../ui/text/error-output.js')
      this.io.stderr.write(this.wrappedForStderr(renderError(payError, this.errStyle)))
    }
    this.io.setExitCode(payError.exitCode)
    this.ended = {exitCode: payError.exitCode, errorCode: payError.code}
  }

  /**
   * A money request was answered and the command failed after it (rendering, a words file missing, a later
   * request): the outcome is the result, the failure a warning, exit 0 (docs/configuration.md, Interrupted and
   * failed money requests). For people, one line that needs no word of the catalogs; with `--json`, the answer
   * when it is the command's document. False when it is not (the error envelope is printed, with the key).
   */
  private printedMoneyOutcome({request, response}: MoneyAnswer, failure: PayError): boolean {
    if (this.jsonEnabled()) {
      const answer = answerObject(response.bodyText)
      if (!(this.constructor as typeof PayCommand)[OUTPUT_SCHEMA].safeParse(answer).success) return false
      this.logJson(answer)
    } else this.io.stdout.write(`${moneyOutcomeLine(request, response)}\n`)
    const what = terminalSafeLines(failure.message)
    let warning = `⚠ ${what}`
    try {
      warning = words().request.failedAfterAnswer(what)
    } catch {
      // The words file is what failed: the failure's own message says what.
    }
    this.note(warning)
    return true
  }

  /** Text for people on stdout, through the IO like everything else the command prints. */
  override log(message = ''): void {
    if (!this.jsonEnabled()) this.io.stdout.write(`${message}\n`)
  }

  /**
   * The `--json` document: indented by two spaces, as oclif prints it without a colour theme; on one line where the
   * command prints NDJSON (`[JSON_LINES]`), its error included.
   */
  override logJson(json: unknown): void {
    const jsonLines = (this.constructor as typeof PayCommand)[JSON_LINES]
    this.io.stdout.write(`${jsonLines ? JSON.stringify(json) : JSON.stringify(json, null, 2)}\n`)
  }

  /**
   * A run that sent a money-moving request appends its record to the audit log (docs/approvals.md, "Audit
   * log"), whatever the command and however it ended. A record that cannot be appended is said, and the run's
   * outcome stands: the money request was sent, and its answer is what the operator must see.
   */
  private async appendAuditRecord(error: Error | undefined): Promise<void> {
    const flags = this.flags as Record<string, unknown> | undefined
    const ended = this.ended ?? (error ? {exitCode: 1, errorCode: (error as {code?: string}).code} : {exitCode: 0})
    const failed = await this.currentSession?.appendAuditRecord({
      command: (this.id ?? '').replaceAll(':', ' '),
      approver: typeof flags?.as === 'string' ? flags.as : undefined,
      exitCode: ended.exitCode,
      errorCode: ended.errorCode,
    })
    if (!failed) return
    const {renderAuditFailure} = await import('../ui/text/audit.js')
    this.note(renderAuditFailure(failed.path, failed.error, this.errStyle))
  }

  override async finally(error: Error | undefined): Promise<void> {
    await this.appendAuditRecord(error)
    await this.currentSession?.close()
    const {name, version, root} = this.config
    await offerUpdate({
      io: this.io,
      json: this.jsonEnabled(),
      root,
      name,
      version,
      cacheDir: this.io.env.PAY_CACHE_DIR ?? this.config.cacheDir,
      announce: (latest) => this.note(renderUpdateNotice({name, current: version, latest}, this.errStyle)),
    })
    await super.finally(error)
  }
}

/**
 * Flag and argument errors from oclif are invalid input (exit 2); anything unexpected is a failure (exit 1).
 * Their messages are not built by pay and quote what was typed as it was, so each argument found in them is
 * shown escaped.
 */
function toPayError(error: Error & {exitCode?: number; code?: string}, argv: string[], command: CommandShape): PayError {
  if (error instanceof PayError) return error
  const message = withArgumentsEscaped(error.message || String(error), argv)
  if (error instanceof Errors.CLIError) {
    return parseErrorToInput(error, command, message.replace(/^Error: /, '').replace(/\nSee more help with --help$/, ''))
  }
  if (error.name === 'ExitPromptError') return cancelled()
  return new PayError(message, ExitCode.requestFailed, {code: 'INTERNAL'})
}

/** A question answered no, or left with Ctrl-C: exit 2, nothing sent. */
function cancelled(): PayError {
  return inputErrorInWords('CANCELLED', (said) => ({message: said.notices.prompts.cancelled}))
}

/** `message` with every argument (or `--flag=value`'s value) that holds a control shown through terminalSafe, longest first. */
function withArgumentsEscaped(message: string, argv: string[]): string {
  const values = argv.flatMap((token) =>
    token.startsWith('-') && token.includes('=') ? [token, token.slice(token.indexOf('=') + 1)] : [token],
  )
  return values
    .filter((value) => terminalSafe(value) !== value)
    .sort((a, b) => b.length - a.length)
    .reduce((text, value) => text.replaceAll(value, terminalSafe(value)), message)
}

/** A Config oclif has loaded, rather than a path or the options to load one from. */
function isLoadedConfig(opts: Interfaces.LoadOptions | undefined): opts is Config {
  return typeof opts === 'object' && opts !== null && typeof (opts as Config).runCommand === 'function'
}

/**
 * The command line that sends a money request again with its Idempotency-Key: the command as it was typed,
 * with the same arguments and flags, any `--idempotency-key` it had replaced by `key`, each word quoted for a
 * POSIX shell.
 * @example retryCommand('pay', 'withdrawal:create', ['--amount', '5', '--idempotency-key=old'], 'k-1') // 'pay withdrawal create --amount 5 --idempotency-key k-1'
 */
export function retryCommand(bin: string, id: string, argv: string[], key: string): string {
  const kept = argv.filter((token, index) => token !== '--idempotency-key' && argv[index - 1] !== '--idempotency-key')
  const words = [bin, ...id.split(':'), ...kept.filter((token) => !token.startsWith('--idempotency-key=')), '--idempotency-key', key]
  return words.map(shellWord).join(' ')
}

/**
 * The update notice, in oclif's usual way: after a command, on stderr, at most once a day, from a version the
 * registry was asked for in the background at most once a day. Never under `--json`, in CI, off a terminal,
 * or with PAY_NO_UPDATE_NOTIFIER / NO_UPDATE_NOTIFIER set; offline it says nothing. The look itself
 * (update-check.ts) is loaded only when it may be made.
 */
export async function offerUpdate(options: UpdateOffer): Promise<void> {
  const {io} = options
  if (options.json || runsInCI(io.env) || !io.stderrIsTTY || io.env.PAY_NO_UPDATE_NOTIFIER || io.env.NO_UPDATE_NOTIFIER) return
  const {lookForUpdate} = await import('./update-check.js')
  lookForUpdate(options)
}

/** Base of the `pay sandbox …` commands: where the sandbox keeps its data. */
export abstract class SandboxCommand<T extends typeof Command> extends PayCommand<T> {
  /** --sandbox-data-dir, else the data dir the `sandbox` profile was written for, else the default. */
  protected get sandboxDataDir(): string {
    const flag = (this.flags as {'sandbox-data-dir'?: string})['sandbox-data-dir']
    return flag ?? sandboxDataDirs(this.session.store(), this.session.options.dataDir)[0]!
  }
}
