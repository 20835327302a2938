import { formatSoles, M, type OrderOutput, type OrderProductOutput } from '@edu/shared';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';

const HEADERS = [M.COL_CATEGORY, M.COL_COURSE, M.COL_COURSE_PRICE, M.COL_INSCRIPTION_PRICE, M.COL_TOTAL] as const;

/** The programmes bought (02 §2.12): category, course, course price, enrolment price, line total; the order's total. */
export function OrderProducts({ order, products }: { order: OrderOutput; products: readonly OrderProductOutput[] }) {
  return (
    <Box component="section" aria-label={M.ORDER_PRODUCTS_TITLE}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
        {M.ORDER_PRODUCTS_TITLE}
      </Typography>
      <TableContainer>
        <Table size="small">
          <TableHead>
            <TableRow>
              {HEADERS.map((header, i) => (
                <TableCell key={header} align={i >= 2 ? 'right' : 'left'} sx={{ fontWeight: 600 }}>
                  {header}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {products.map((product) => (
              <TableRow key={product._id}>
                <TableCell>{product.category}</TableCell>
                <TableCell>{product.course_name}</TableCell>
                <TableCell align="right">{formatSoles(product.course_price)}</TableCell>
                <TableCell align="right">{formatSoles(product.inscripcion_price)}</TableCell>
                <TableCell align="right">{formatSoles(product.total_price)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
          <TableFooter>
            <TableRow>
              <TableCell
                colSpan={4}
                align="right"
                sx={{ fontWeight: 700, color: 'text.primary', fontSize: 'body1.fontSize' }}
              >
                {M.COL_TOTAL}
              </TableCell>
              <TableCell align="right" sx={{ fontWeight: 700, color: 'text.primary', fontSize: 'body1.fontSize' }}>
                {formatSoles(order.total_price)}
              </TableCell>
            </TableRow>
          </TableFooter>
        </Table>
      </TableContainer>
    </Box>
  );
}
