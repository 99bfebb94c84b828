import React, {type ReactNode} from 'react';

interface Props {
  fallback: (params: {error: Error; tryAgain: () => void}) => ReactNode;
  children?: ReactNode;
}

/**
 * Test stand-in for @docusaurus/ErrorBoundary with the same contract (its file ships JSX in a .js
 * module, which the test bundler does not read): a render error shows `fallback`, and `tryAgain`
 * renders the children again.
 */
export default class ErrorBoundary extends React.Component<Props, {error: Error | null}> {
  state = {error: null as Error | null};

  componentDidCatch(error: Error): void {
    this.setState({error});
  }

  render(): ReactNode {
    const {error} = this.state;
    if (error) return this.props.fallback({error, tryAgain: () => this.setState({error: null})});
    return this.props.children ?? null;
  }
}
