import type {MistakeId} from '../../core/signing/diagnosis/mistake-facts.js'

/*
 * Why the listener could not trust a delivery's signature, and why it refused one, as facts: the delivery log
 * keeps them beside their English (`signature_problem`, `refused.reason`, which old logs and `--json` have), and
 * src/ui/text/delivery-reasons.ts says them in the run's language.
 */

/** No secret to check with, no signature header, or a signature that does not match (and the mistake that would explain it). */
export type SignatureProblem = {code: 'no-secret'} | {code: 'no-header'} | {code: 'no-match'; mistake?: MistakeId}

/** A delivery that failed verification, or a forwarding loop: through this listener, or through too many. */
export type RefusalReason = {code: 'not-verified'} | {code: 'loop-self'} | {code: 'loop-hops'; hops: number}

/**
 * The English of a signature problem, as the log and `--json` keep it; `mistakeTitle` names the mistake.
 * @example signatureProblemText({code: 'no-match', mistake: 'secret-whitespace'}, () => 'Secret with surrounding whitespace') // 'does not match the body; it would match with: Secret with surrounding whitespace'
 */
export function signatureProblemText(problem: SignatureProblem, mistakeTitle: (id: MistakeId) => string): string {
  switch (problem.code) {
    case 'no-secret':
      return 'no webhook secret set'
    case 'no-header':
      return 'no X-Webhook-Signature header'
    case 'no-match':
      return problem.mistake
        ? `does not match the body; it would match with: ${mistakeTitle(problem.mistake)}`
        : 'does not match the body (another webhook secret signed it, or the body was changed on the way)'
  }
}

/** The English of a refusal's reason, as the log and `--json` keep it. */
export function refusalText(reason: RefusalReason): string {
  switch (reason.code) {
    case 'not-verified':
      return 'signature not verified'
    case 'loop-self':
      return 'forwarding loop: it already passed through this listener'
    case 'loop-hops':
      return `forwarding loop: it already passed through ${reason.hops} listeners`
  }
}
