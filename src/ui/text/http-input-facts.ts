import type {HeaderProblem, HeaderSource, HttpInputFact, UrlSource} from '../../core/http/http-input-facts.js'
import {setAgain} from '../../core/http/url-input.js'
import {terminalSafe} from '../../core/text/visible-text.js'
import type {Words} from '../words/en/index.js'
import {characterText} from './character-text.js'

/** A URL or a header refused before anything is sent, in the words given (English: the message of `--json`). */
export function sayHttpInput(facts: HttpInputFact, said: Words): {message: string; tryMessage: string} {
  const h = said.httpInputs
  const safe = terminalSafe
  switch (facts.code) {
    case 'url-not-http': {
      const {source, example} = facts
      return {
        message: h.notHttp(urlSource(source, said), safe(JSON.stringify(facts.shown))),
        tryMessage: source.kind === 'profile' ? h.setAgainWhole(safe(setAgain(source.profile, example))) : h.wholeUrl(example),
      }
    }
    case 'url-with-userinfo': {
      const {source, without} = facts
      return {
        message: h.userinfo(urlSource(source, said)),
        tryMessage:
          source.kind === 'profile' ? h.setAgainWithout(safe(setAgain(source.profile, without))) : h.withoutUserinfo(safe(without)),
      }
    }
    case 'proxy-unusable':
      return {message: h.proxyUnusable(facts.variable, safe(JSON.stringify(facts.shown))), tryMessage: h.proxyWholeUrl(facts.variable)}
    case 'header-value-refused': {
      const source = headerSource(facts.source, said)
      return {message: h.headerValue(source, headerProblem(facts.problem, said)), tryMessage: h.visibleAscii(source)}
    }
    case 'header-line-refused':
      return {message: h.headerLine(facts.line, headerProblem(facts.problem, said)), tryMessage: h.lineExample(facts.line)}
    case 'header-reserved':
      return {message: h.reserved(facts.line, safe(facts.name)), tryMessage: h.ownHeadersOnly}
  }
}

function urlSource(source: UrlSource, said: Words): string {
  const {urlSources} = said.httpInputs
  if (source.kind === 'named') return source.name
  if (source.kind === 'profile') return urlSources.profile(terminalSafe(source.profile))
  return source.kind === 'endpoint' ? urlSources.endpoint : urlSources.baseUrl
}

function headerSource(source: HeaderSource, said: Words): string {
  const {headerSources} = said.httpInputs
  if (source.kind === 'named') return source.name
  return source.kind === 'key-id' ? headerSources.keyId : headerSources.header(terminalSafe(source.name))
}

function headerProblem(problem: HeaderProblem, said: Words): string {
  const p = said.httpInputs.problems
  if (problem.kind === 'no-colon') return p.noColon
  if (problem.kind === 'no-name') return p.noName
  const what = problem.kind === 'edge-space' ? p.edgeSpace : p.at(characterText(problem.character, said), problem.position)
  if (problem.in === undefined) return what
  return problem.in === 'name' ? p.inName(what) : p.inValue(what)
}
