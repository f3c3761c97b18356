export declare const chromiumSwitches: string[]
