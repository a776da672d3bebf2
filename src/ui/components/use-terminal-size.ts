import {useStdout} from 'ink'
import {useEffect, useState} from 'react'

import type {ScreenSize} from '../text/pay-screen-layout.js'

/** The terminal's columns and rows, followed on resize. */
export function useTerminalSize(): ScreenSize {
  const {stdout} = useStdout()
  const read = () => ({columns: stdout.columns || 80, rows: stdout.rows || 24})
  const [size, setSize] = useState(read)
  useEffect(() => {
    const onResize = () => setSize(read())
    stdout.on('resize', onResize)
    return () => {
      stdout.off('resize', onResize)
    }
  }, [stdout])
  return size
}
